import path from 'node:path';
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  // The server reads the same variable (relative to the repository root), so a build and the
  // server that serves it always agree; parallel builds can use separate folders.
  buildDirectory: process.env.WEB_BUILD_DIR
    ? path.resolve(import.meta.dirname, '../..', process.env.WEB_BUILD_DIR)
    : 'build',
} satisfies Config;
