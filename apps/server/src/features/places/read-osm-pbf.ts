import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { type OSMOptions, OSMTransform } from 'osm-pbf-parser-node';

/*
 * Streaming reader of OpenStreetMap PBF extracts, on osm-pbf-parser-node (pure JavaScript, MIT):
 * the library decodes the blocks, this file feeds it the file and turns its failures (thrown from
 * inside the stream, or at the end of a truncated file) into one clear OsmExtractError.
 */

export interface OsmNode {
  type: 'node';
  id: number;
  lat: number;
  lon: number;
  tags?: Record<string, string>;
}

export interface OsmWay {
  type: 'way';
  id: number;
  refs: number[];
  tags?: Record<string, string>;
}

export type OsmItem = OsmNode | OsmWay | { type: 'relation'; id: number } | { type?: undefined };

/** The extract cannot be read: missing, not a PBF file, truncated or corrupt. */
export class OsmExtractError extends Error {
  override name = 'OsmExtractError';
}

export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
}

/**
 * Reads every object of the extract in file order, handing them to `onItems` in the blocks the
 * format stores (a few thousand at a time). Rejects with OsmExtractError when the file is not a
 * complete PBF extract: nothing read so far is to be trusted then.
 */
export async function readOsmPbf(
  file: string,
  options: OSMOptions,
  onItems: (items: OsmItem[]) => void,
  onProgress?: (progress: ReadProgress) => void,
): Promise<void> {
  let totalBytes: number;
  try {
    totalBytes = (await stat(file)).size;
  } catch {
    throw new OsmExtractError(`Cannot read the extract ${file}: no such file.`);
  }
  const parser = new OSMTransform({ ...options, writeRaw: false });
  let failure: unknown = null;
  parser.on('data', (items: OsmItem[]) => onItems(items));
  parser.on('error', (error) => {
    failure ??= error;
  });
  const explain = (error: unknown) =>
    error instanceof OsmExtractError
      ? error
      : new OsmExtractError(
          `The extract ${file} is not a complete OpenStreetMap PBF file (truncated or corrupt: ${
            error instanceof Error ? error.message : String(error)
          }). Nothing was changed; download it again.`,
        );
  let bytesRead = 0;
  try {
    for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
      bytesRead += (chunk as Buffer).length;
      // The library throws from inside write() on a malformed block.
      if (!parser.write(chunk)) await once(parser, 'drain');
      if (failure) throw failure;
      onProgress?.({ bytesRead, totalBytes });
    }
    parser.end();
    // A file cut in the middle of a block fails here (the parser's end check).
    await finished(parser);
    if (failure) throw failure;
  } catch (error) {
    parser.destroy();
    throw explain(error);
  }
  if (totalBytes === 0) throw new OsmExtractError(`The extract ${file} is empty.`);
}
