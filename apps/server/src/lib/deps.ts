import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';

/** What services need from the outside world; routes pass `app` (which has all three), tests may pass their own. */
export type Deps = { db: Db; config: Config; mailer: Mailer };
