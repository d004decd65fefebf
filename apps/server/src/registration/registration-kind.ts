import type { AuditChange, PossibleDuplicate, RegistrationKind, RegistrationStatus, RegistrationTimestamps } from '@repertoire/contract';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Actor } from '../lib/actor';

/** The columns every registrable item's table has: who owns it and where it is in its life cycle. */
export type RegistrableRow = {
  id: string;
  ownerId: string;
  status: RegistrationStatus;
  rejectionReason: string | null;
  submittedAt: Date | null;
  registeredAt: Date | null;
  /** The catalogue import that created the item. */
  importId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type LifeCycleColumns = Pick<RegistrableRow, 'status' | 'rejectionReason' | 'submittedAt' | 'registeredAt'>;

/** How an item created in a batch (a catalogue import) starts: a draft, or submitted at once; and the import it came from. */
export type NewItemStart = { status: 'draft' | 'submitted'; submittedAt: Date | null; importId: string | null };

/** One entry of an item's history: the kind's event and the fields it changed. */
export type AuditEntry = { event: string; changes: AuditChange[] };

/** How the item reads in its events and messages. */
export type Subject = { title: string; identifier: string | null };

/** Where the review queue reads a kind's items: its table, and the columns it shows and searches. */
export type ReviewColumns = { table: PgTable & { id: PgColumn; status: PgColumn }; title: PgColumn; identifier: PgColumn; ownerId: PgColumn; submittedAt: PgColumn };

/** How staff check a kind's identifier and look for the registered items it may duplicate. */
export type ReviewChecks<State> = {
  identifierLabel: 'ISWC' | 'ISRC';
  isValidIdentifier(value: string): boolean;
  /** Registered items (other than `itemId`) with the same identifier, or a similar title and writers or artists in common; at most `limit`, likeliest first. */
  duplicates(db: Db, state: State, itemId: string, limit: number): Promise<PossibleDuplicate[]>;
};

/**
 * What a kind of registrable item tells the registration core (docs/decisions/0001): where its
 * rows live, what its state is (fields and lines), its rules and how it reads. The core does the
 * rest: life cycle, access, transactions, audit, the registered version kept public during a change.
 *
 * `State` is everything a member edits: the item's fields and its lines (shares, line-up, owners),
 * each line with a stable id.
 */
export type RegistrationConfig<Row extends RegistrableRow, State, Details> = {
  kind: RegistrationKind;
  /** The member's word for the item in messages: "work", "recording". */
  noun: string;
  /** What a missing (or someone else's) item answers: 404 with this message. */
  notFound: string;

  find(db: Db, id: string): Promise<Row | undefined>;
  /** The row locked for the rest of the transaction, so two changes never interleave. */
  findForUpdate(tx: Db, id: string): Promise<Row | undefined>;
  /** The stored state: once registered, the registered version. */
  load(db: Db, row: Row): Promise<State>;
  insert(tx: Db, ownerId: string, state: State): Promise<Row>;
  /** Many new items in a few statements (a catalogue import), rows answered in the order of `items`. */
  insertMany(tx: Db, ownerId: string, items: readonly { state: State; start: NewItemStart }[]): Promise<Row[]>;
  /** Writes `after` over `before`: lines that stay keep their ids, a changed line is updated in place. */
  save(tx: Db, row: Row, before: State, after: State): Promise<Row>;
  setLifeCycle(tx: Db, id: string, columns: LifeCycleColumns): Promise<Row>;
  remove(tx: Db, id: string): Promise<void>;

  /** A registered item's change in review is kept as JSON (registration_changes.proposed) and read back. */
  toProposal(state: State): unknown;
  fromProposal(db: Db, proposal: unknown): Promise<State>;

  /** What keeps the item from being submitted (contract rules), in the member's words. */
  problems(state: State): string[];
  /** 409 naming the registered item that holds the state's identifier (ISWC, ISRC), if another does. */
  assertIdentifierFree(db: Db, state: State, itemId?: string): Promise<void>;
  /** The history entries that turn `before` into `after` (`null`: the item is created); empty when nothing changed. */
  describeChanges(before: State | null, after: State): AuditEntry[];
  subject(state: State): Subject;

  /** The staff review desk: where its queue reads the kind, and the checks staff see. */
  review: ReviewColumns & ReviewChecks<State>;

  /** The details answer: the item's own fields and lines, with the life cycle the core reads (`lifeCycle`). */
  details(db: Db, row: Row, state: State, viewer: Actor, lifeCycle: RegistrationTimestamps): Promise<Details>;
};
