import { Unprocessable } from '../../lib/errors';

/** A file that cannot be read as a table of works at all; the message is written for the member who uploaded it. */
export class ImportFileError extends Unprocessable {
  constructor(message: string) {
    super(message);
  }
}
