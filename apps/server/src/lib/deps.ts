import type { Config } from '../config';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/file-storage';
import type { Clock } from './clock';

/** What services need from the outside world; routes pass `app` (which has them all), tests may pass their own. */
export type Deps = { db: Db; config: Config; clock: Clock; storage: FileStorage };
