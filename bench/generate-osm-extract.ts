/**
 * A country-sized OpenStreetMap extract for the importer's benchmark (docs/performance.md): about
 * one million addressed buildings (three in five as building outlines, the rest as address
 * nodes) along named streets in the larger Georgian cities, tagged as OpenStreetMap tags Georgia
 * (the name and addr:street in Georgian, name:en and name:ru on the streets), plus untagged nodes
 * as a real extract has. Written as OPL and converted to PBF by osmium-tool (Debian's
 * `osmium-tool` package).
 *
 *   ADDRESSES=1000000 npm run osm-extract -w bench -- /tmp/bench.osm.pbf
 *   npm run import:osm -- /tmp/bench.osm.pbf
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';

const ADDRESSES = Number(process.env.ADDRESSES ?? 1_000_000);
const output = process.argv[2];
if (!output?.endsWith('.osm.pbf')) {
  console.error('Usage: npm run osm-extract -w bench -- <file.osm.pbf>');
  process.exit(2);
}

/** City centres (GeoNames) and their share of the buildings. */
const CITIES = [
  { lat: 41.69411, lng: 44.83368, share: 0.5, radiusDeg: 0.09 },
  { lat: 41.64228, lng: 41.63392, share: 0.15, radiusDeg: 0.04 },
  { lat: 42.26791, lng: 42.69459, share: 0.12, radiusDeg: 0.04 },
  { lat: 41.55282, lng: 45.01136, share: 0.08, radiusDeg: 0.03 },
  { lat: 42.5088, lng: 41.87088, share: 0.08, radiusDeg: 0.03 },
  { lat: 41.98422, lng: 44.11578, share: 0.07, radiusDeg: 0.03 },
];

/** Street names as OpenStreetMap has them in Georgia: [ka, en, ru]. */
const STREET_NAMES: Array<[string, string, string]> = [
  ['ვაჟა-ფშაველას გამზირი', 'Vazha-Pshavela Avenue', 'проспект Важа-Пшавела'],
  ['ილია ჭავჭავაძის გამზირი', 'Ilia Chavchavadze Avenue', 'проспект Ильи Чавчавадзе'],
  ['პეკინის გამზირი', 'Pekini Avenue', 'проспект Пекина'],
  ['დავით აღმაშენებლის გამზირი', 'Davit Aghmashenebeli Avenue', 'проспект Давида Агмашенебели'],
  ['შოთა რუსთაველის გამზირი', 'Shota Rustaveli Avenue', 'проспект Шота Руставели'],
  ['მერაბ კოსტავას ქუჩა', 'Merab Kostava Street', 'улица Мераба Костава'],
  ['ალექსანდრე ყაზბეგის გამზირი', 'Aleksandre Kazbegi Avenue', 'проспект Александра Казбеги'],
  ['წერეთლის გამზირი', 'Tsereteli Avenue', 'проспект Церетели'],
  ['გორგასლის ქუჩა', 'Gorgasali Street', 'улица Горгасали'],
  ['აბაშიძის ქუჩა', 'Abashidze Street', 'улица Абашидзе'],
  ['ბახტრიონის ქუჩა', 'Bakhtrioni Street', 'улица Бахтриони'],
  ['ნუცუბიძის ქუჩა', 'Nutsubidze Street', 'улица Нуцубидзе'],
  ['უნივერსიტეტის ქუჩა', 'University Street', 'Университетская улица'],
  ['ფალიაშვილის ქუჩა', 'Paliashvili Street', 'улица Палиашвили'],
  ['ბარნოვის ქუჩა', 'Barnovi Street', 'улица Барнова'],
  ['9 აპრილის ქუჩა', '9 April Street', 'улица 9 Апреля'],
];
/** Numbered variants make a city's streets distinct: "ვაჟა-ფშაველას მე-3 შესახვევი". */
const STREETS_PER_CITY = 400;
const HOUSES_PER_STREET_MAX = 400;

// OPL escapes space, comma, equals, at and percent in tag strings.
const escapeOpl = (value: string) => value.replace(/[ ,=@%]/g, (c) => `%${c.codePointAt(0)!.toString(16)}%`);
const tags = (pairs: Array<[string, string]>) =>
  `T${pairs.map(([k, v]) => `${escapeOpl(k)}=${escapeOpl(v)}`).join(',')}`;

/** A deterministic pseudo-random number in [0, 1). */
let seed = 42;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const opl = `${output.slice(0, -'.osm.pbf'.length)}.opl`;
const nodesFile = createWriteStream(`${opl}.nodes`);
const waysFile = createWriteStream(`${opl}.ways`);
const write = async (stream: ReturnType<typeof createWriteStream>, line: string) => {
  if (!stream.write(`${line}\n`)) await once(stream, 'drain');
};

let nodeId = 0;
let wayId = 0;
let addresses = 0;
let objects = 0;
for (const city of CITIES) {
  const target = Math.round(ADDRESSES * city.share);
  const streets = Math.min(STREETS_PER_CITY, Math.ceil(target / (HOUSES_PER_STREET_MAX / 2)));
  const perStreet = Math.ceil(target / streets);
  for (let s = 0; s < streets && addresses < ADDRESSES; s++) {
    const [ka, en, ru] = STREET_NAMES[s % STREET_NAMES.length]!;
    const variant = Math.floor(s / STREET_NAMES.length);
    const name =
      variant === 0
        ? [ka, en, ru]
        : [`${ka} მე-${variant} შესახვევი`, `${en} ${variant}th Lane`, `${ru}, ${variant}-й переулок`];
    // A straight street of 10 nodes through a random point of the city.
    const lat0 = city.lat + (random() - 0.5) * 2 * city.radiusDeg;
    const lng0 = city.lng + (random() - 0.5) * 2 * city.radiusDeg;
    const angle = random() * Math.PI;
    const length = 0.004 + random() * 0.02;
    const dLat = Math.sin(angle) * length;
    const dLng = Math.cos(angle) * length;
    const streetNodes: number[] = [];
    for (let i = 0; i < 10; i++) {
      nodeId++;
      streetNodes.push(nodeId);
      await write(
        nodesFile,
        `n${nodeId} v1 x${(lng0 + (dLng * i) / 9).toFixed(7)} y${(lat0 + (dLat * i) / 9).toFixed(7)}`,
      );
    }
    wayId++;
    await write(
      waysFile,
      `w${wayId} v1 ${tags([
        ['highway', 'residential'],
        ['name', name[0]!],
        ['name:ka', name[0]!],
        ['name:en', name[1]!],
        ['name:ru', name[2]!],
      ])} N${streetNodes.map((n) => `n${n}`).join(',')}`,
    );
    objects += 11;
    for (let h = 1; h <= perStreet && addresses < ADDRESSES; h++) {
      const t = h / (perStreet + 1);
      const side = h % 2 === 0 ? 1 : -1;
      const lat = lat0 + dLat * t + side * 0.0003 * Math.cos(angle);
      const lng = lng0 + dLng * t - side * 0.0003 * Math.sin(angle);
      const house = h % 17 === 0 ? `${h}ა` : h % 23 === 0 ? `${h}/${1 + (h % 3)}` : String(h);
      const address: Array<[string, string]> = [
        ['addr:street', name[0]!],
        ['addr:housenumber', house],
      ];
      if (random() < 0.6) {
        const corners: number[] = [];
        for (const [a, b] of [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ] as const) {
          nodeId++;
          corners.push(nodeId);
          await write(
            nodesFile,
            `n${nodeId} v1 x${(lng + b * 0.0001).toFixed(7)} y${(lat + a * 0.0001).toFixed(7)}`,
          );
        }
        wayId++;
        await write(
          waysFile,
          `w${wayId} v1 ${tags([['building', 'apartments'], ...address])} N${[...corners, corners[0]].map((n) => `n${n}`).join(',')}`,
        );
        objects += 5;
      } else {
        nodeId++;
        await write(nodesFile, `n${nodeId} v1 x${lng.toFixed(7)} y${lat.toFixed(7)} ${tags(address)}`);
        objects += 1;
      }
      addresses++;
      // Untagged nodes (trees, paths, other outlines): a real extract has several per address.
      for (let k = 0; k < 2; k++) {
        nodeId++;
        await write(
          nodesFile,
          `n${nodeId} v1 x${(lng + random() * 0.001).toFixed(7)} y${(lat + random() * 0.001).toFixed(7)}`,
        );
        objects++;
      }
    }
  }
}
nodesFile.end();
waysFile.end();
await Promise.all([once(nodesFile, 'finish'), once(waysFile, 'finish')]);
execFileSync('sh', ['-c', `cat "${opl}.nodes" "${opl}.ways" > "${opl}"`]);
await rm(`${opl}.nodes`);
await rm(`${opl}.ways`);
execFileSync('osmium', ['cat', opl, '-o', output, '--overwrite', '-f', 'pbf,pbf_compression=zlib']);
await rm(opl);
console.info(
  `${output}: ${addresses.toLocaleString('en')} addresses, ${objects.toLocaleString('en')} objects`,
);
