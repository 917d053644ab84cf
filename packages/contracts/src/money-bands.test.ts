import { describe, expect, it } from 'vitest';
import { moneyBand, roughAmount } from './money-bands.ts';

describe('money bands', () => {
  it('puts an amount in the band that starts at or below it', () => {
    expect(moneyBand(1200)).toEqual({ from: 1000, to: 1500 });
    expect(moneyBand(1000)).toEqual({ from: 1000, to: 1500 });
    expect(moneyBand(1499.99)).toEqual({ from: 1000, to: 1500 });
    expect(moneyBand(1500)).toEqual({ from: 1500, to: 2000 });
    expect(moneyBand(2500)).toEqual({ from: 2000, to: 3000 });
    expect(moneyBand(4999)).toEqual({ from: 3000, to: 5000 });
    expect(moneyBand(7000)).toEqual({ from: 5000, to: 7500 });
    expect(moneyBand(9999)).toEqual({ from: 7500, to: 10_000 });
    expect(moneyBand(250)).toEqual({ from: 200, to: 300 });
    expect(moneyBand(80)).toEqual({ from: 75, to: 100 });
    expect(moneyBand(45_000)).toEqual({ from: 30_000, to: 50_000 });
  });

  it('gives small amounts and nonsense one bottom band', () => {
    expect(moneyBand(0)).toEqual({ from: 0, to: 10 });
    expect(moneyBand(9.5)).toEqual({ from: 0, to: 10 });
    expect(moneyBand(10)).toEqual({ from: 10, to: 15 });
    expect(moneyBand(Number.NaN)).toEqual({ from: 0, to: 10 });
  });

  it('makes bands that never overlap, leave no gap and hold their amounts', () => {
    let previous = moneyBand(0);
    for (let amount = 1; amount <= 200_000; amount += amount < 1000 ? 1 : 37) {
      const band = moneyBand(amount);
      expect(band.from <= amount && amount < band.to, `${amount}`).toBe(true);
      if (band.from !== previous.from) expect(band.from).toBe(previous.to);
      // Between a third and two thirds of the lower edge wide, except the bottom band.
      if (band.from > 0) expect(band.to / band.from).toBeGreaterThanOrEqual(4 / 3);
      if (band.from > 0) expect(band.to / band.from).toBeLessThanOrEqual(5 / 3);
      previous = band;
    }
  });

  it('rounds published means to two significant digits', () => {
    expect(roughAmount(1234)).toBe(1200);
    expect(roughAmount(1250)).toBe(1300);
    expect(roughAmount(87.4)).toBe(87);
    expect(roughAmount(456)).toBe(460);
    expect(roughAmount(45_678)).toBe(46_000);
  });
});
