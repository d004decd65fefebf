import { Unprocessable } from '../lib/errors';

/** A file that cannot be read as a table at all; the message is written for whoever uploaded it. */
export class ImportFileError extends Unprocessable {
  constructor(message: string) {
    super(message);
  }
}
