import sharp from 'sharp';
import type { DemoPhotoScene } from './demo-data.ts';

/**
 * Small pictures for the demo reviews, drawn at seed time (no binary files in the repository): a
 * window over hills, a room, a kitchen, an old Tbilisi courtyard, a block's yard, the sea at Batumi.
 * Flat shapes in a palette drawn from `random`, so that two photos of one scene differ and every
 * seed gives the same pictures. The JPEG carries no metadata; the upload path re-encodes it anyway.
 */
const WIDTH = 960;
const HEIGHT = 720;

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => Math.round(low + random() * (high - low));

const SKIES = ['#9cc9e8', '#b7d8ef', '#f3c9a0', '#d9e6f2'];
const WALLS = ['#efe6d8', '#e8ddd0', '#dfe7e1', '#f2ede4', '#e6dccb'];
const FLOORS = ['#a8754a', '#8c5f3c', '#b98a5e', '#c9a27a'];
const SOFAS = ['#5b7d8f', '#7a5c8f', '#8f6a4e', '#4f7a5b', '#a34e4e'];
const HOUSES = ['#e9d6b8', '#d7b899', '#f0e2c8', '#c9a98a', '#e4cfae'];

/** Rows of little houses with red or brown roofs on a hillside, as seen from Tbilisi windows. */
function hillside(random: Random, top: number, bottom: number, left: number, right: number) {
  const parts: string[] = [];
  const hill = pick(random, ['#7d9a6a', '#8aa377', '#6f8f60']);
  parts.push(
    `<path d="M${left} ${top + 80} Q ${(left + right) / 2} ${top - 20} ${right} ${top + 60} L ${right} ${bottom} L ${left} ${bottom} Z" fill="${hill}"/>`,
  );
  for (let row = 0; row < 4; row++) {
    const y = top + 90 + row * ((bottom - top - 90) / 4);
    for (let x = left + between(random, 0, 30); x < right - 40; x += between(random, 50, 80)) {
      const w = between(random, 34, 56);
      const h = between(random, 26, 40);
      parts.push(`<rect x="${x}" y="${y - h}" width="${w}" height="${h}" fill="${pick(random, HOUSES)}"/>`);
      parts.push(
        `<path d="M${x - 4} ${y - h} L ${x + w / 2} ${y - h - 16} L ${x + w + 4} ${y - h} Z" fill="${pick(random, ['#a4463a', '#8a4b35', '#6d5a4a'])}"/>`,
      );
      parts.push(`<rect x="${x + 8}" y="${y - h + 8}" width="8" height="10" fill="#5a4a3a"/>`);
    }
  }
  return parts.join('');
}

function windowView(random: Random) {
  const wall = pick(random, WALLS);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/>
    <rect x="160" y="90" width="640" height="480" fill="${pick(random, SKIES)}"/>
    ${hillside(random, 260, 570, 160, 800)}
    <rect x="150" y="80" width="660" height="500" fill="none" stroke="#f7f7f2" stroke-width="22"/>
    <rect x="470" y="80" width="20" height="500" fill="#f7f7f2"/>
    <rect x="120" y="580" width="720" height="34" fill="#d8d2c4"/>
    <rect x="${between(random, 200, 600)}" y="540" width="46" height="42" rx="6" fill="${pick(random, ['#c0613f', '#b9854a'])}"/>
    <ellipse cx="${between(random, 220, 640)}" cy="530" rx="34" ry="26" fill="#4f8a4a"/>`;
}

function room(random: Random) {
  const sofa = pick(random, SOFAS);
  const x = between(random, 120, 360);
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(random, WALLS)}"/>
    <rect y="520" width="${WIDTH}" height="200" fill="${pick(random, FLOORS)}"/>
    <rect x="${x + 380}" y="110" width="200" height="260" fill="${pick(random, SKIES)}" stroke="#f7f7f2" stroke-width="14"/>
    <rect x="${x - 60}" y="150" width="150" height="110" fill="#d9c7a7" stroke="#6b5a48" stroke-width="8"/>
    <rect x="${x}" y="400" width="360" height="110" rx="24" fill="${sofa}"/>
    <rect x="${x}" y="350" width="360" height="80" rx="24" fill="${sofa}" opacity="0.85"/>
    <rect x="${x - 30}" y="380" width="50" height="130" rx="18" fill="${sofa}"/>
    <rect x="${x + 340}" y="380" width="50" height="130" rx="18" fill="${sofa}"/>
    <rect x="${x + 60}" y="560" width="240" height="20" fill="#5d4634"/>
    <ellipse cx="${x + 470}" cy="640" rx="230" ry="40" fill="#c4b08c" opacity="0.6"/>
    <rect x="${x + 620}" y="260" width="10" height="250" fill="#3f3a36"/>
    <path d="M${x + 585} 260 L ${x + 665} 260 L ${x + 645} 200 L ${x + 605} 200 Z" fill="#f1dca7"/>`;
}

function kitchen(random: Random) {
  const cabinets = pick(random, ['#f4f1ea', '#7f9aa8', '#9bb08f', '#c9b69a']);
  const doors = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * 160;
    return `<rect x="${x}" y="420" width="150" height="200" fill="${cabinets}" stroke="#8d8576" stroke-width="3"/>
      <rect x="${x}" y="110" width="150" height="150" fill="${cabinets}" stroke="#8d8576" stroke-width="3"/>
      <rect x="${x + 65}" y="440" width="20" height="6" fill="#55514a"/>`;
  }).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(random, WALLS)}"/>
    <rect y="620" width="${WIDTH}" height="100" fill="${pick(random, ['#9a9a96', '#c2b8a3', '#7d6b5a'])}"/>
    <rect x="80" y="260" width="800" height="160" fill="${pick(random, ['#e9e4da', '#d8e0e3', '#f0e6d6'])}"/>
    ${doors}
    <rect x="70" y="405" width="820" height="22" fill="#4b4540"/>
    <rect x="410" y="360" width="140" height="48" fill="#2f2f2f"/>
    <circle cx="445" cy="384" r="14" fill="#555"/><circle cx="515" cy="384" r="14" fill="#555"/>
    <rect x="${between(random, 120, 300)}" y="350" width="46" height="56" rx="8" fill="${pick(random, ['#c44f3b', '#3b6fc4', '#e0b13a'])}"/>
    <ellipse cx="${between(random, 620, 800)}" cy="392" rx="40" ry="14" fill="#e7c36a"/>`;
}

function courtyard(random: Random) {
  const wood = pick(random, ['#6f4b32', '#7d5a3c', '#5d4a3a', '#4f6d6a']);
  const floors = [150, 330, 510].map((y) => {
    const posts = Array.from(
      { length: 9 },
      (_, i) => `<rect x="${70 + i * 100}" y="${y}" width="8" height="150" fill="${wood}"/>`,
    ).join('');
    const rails = Array.from(
      { length: 40 },
      (_, i) => `<rect x="${70 + i * 20.5}" y="${y + 100}" width="4" height="50" fill="${wood}"/>`,
    ).join('');
    return `<rect x="60" y="${y - 20}" width="840" height="24" fill="${wood}"/>${posts}${rails}
      <rect x="60" y="${y + 96}" width="840" height="8" fill="${wood}"/>`;
  });
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(random, HOUSES)}"/>
    <rect x="60" y="0" width="840" height="120" fill="${pick(random, SKIES)}"/>
    ${floors.join('')}
    <path d="M60 ${between(random, 280, 360)} C 300 ${between(random, 200, 300)}, 600 ${between(random, 380, 460)}, 900 ${between(random, 300, 360)}" stroke="#555" stroke-width="2" fill="none"/>
    <rect x="${between(random, 150, 700)}" y="${between(random, 300, 330)}" width="60" height="40" fill="${pick(random, ['#f4f4f4', '#d8e6f0', '#f0d8d8'])}"/>
    <ellipse cx="${between(random, 200, 760)}" cy="700" rx="140" ry="70" fill="#4f8a4a"/>`;
}

function yard(random: Random) {
  const block = pick(random, ['#d9d4c9', '#cfc6b8', '#e3ddd1']);
  const windows = Array.from({ length: 6 }, (_, row) =>
    Array.from(
      { length: 7 },
      (_, col) =>
        `<rect x="${140 + col * 100}" y="${50 + row * 60}" width="50" height="36" fill="${random() > 0.3 ? '#7b93a6' : '#f1e3b5'}"/>`,
    ).join(''),
  ).join('');
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(random, SKIES)}"/>
    <rect x="110" y="20" width="740" height="420" fill="${block}"/>
    ${windows}
    <rect y="440" width="${WIDTH}" height="280" fill="#8fae6f"/>
    <rect x="${between(random, 150, 500)}" y="520" width="180" height="12" fill="#c9463a"/>
    <rect x="${between(random, 150, 500)}" y="520" width="10" height="110" fill="#555"/>
    <path d="M600 620 L 700 520 L 720 520 L 620 620 Z" fill="#e0b13a"/>
    <circle cx="${between(random, 60, 180)}" cy="430" r="70" fill="#4f7a43"/>
    <circle cx="${between(random, 780, 900)}" cy="420" r="80" fill="#5a8a4a"/>
    <rect y="650" width="${WIDTH}" height="70" fill="#a9a49a"/>`;
}

function sea(random: Random) {
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${pick(random, ['#f3c9a0', '#f5d6b0', '#b7d8ef'])}"/>
    <circle cx="${between(random, 250, 700)}" cy="${between(random, 240, 320)}" r="46" fill="#f7e7a0"/>
    <rect y="360" width="${WIDTH}" height="260" fill="${pick(random, ['#3f7ea6', '#4a86a8', '#2f6f96'])}"/>
    <path d="M0 400 Q 240 390 480 402 T 960 396" stroke="#9cc3da" stroke-width="3" fill="none"/>
    <path d="M0 470 Q 240 460 480 474 T 960 466" stroke="#9cc3da" stroke-width="3" fill="none"/>
    <rect y="600" width="${WIDTH}" height="120" fill="#9c9a94"/>
    <rect y="560" width="${WIDTH}" height="14" fill="#f7f7f2"/>
    ${Array.from({ length: 24 }, (_, i) => `<rect x="${i * 40 + 10}" y="560" width="6" height="60" fill="#f7f7f2"/>`).join('')}
    <rect x="${between(random, 600, 820)}" y="120" width="40" height="240" fill="#d8d2c4"/>`;
}

const SCENES: Record<DemoPhotoScene, (random: Random) => string> = {
  window: windowView,
  room,
  kitchen,
  courtyard,
  yard,
  sea,
};

/** A JPEG of the scene, 960×720, with no metadata. */
export async function drawDemoPhoto(scene: DemoPhotoScene, random: Random): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${SCENES[scene](random)}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
