import { ERROR_CODES, type ErrorCode, type ErrorDetail } from '@app/contracts';

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly details: ErrorDetail[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: ErrorDetail[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_CODES[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function notFound(message: string): AppError {
  return new AppError('NOT_FOUND', message);
}
