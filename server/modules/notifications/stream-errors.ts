import { HttpError, TooManyRequestsError } from '#server/lib/errors.ts';

export class TooManyStreamsError extends TooManyRequestsError {
  constructor() {
    super('You have too many live notification streams open. Close a tab, or wait: the count still refreshes every 30 seconds.', 30);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor() {
    super(503, 'Live notifications are unavailable right now. Please try again shortly.');
  }
}
