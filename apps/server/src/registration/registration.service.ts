import {
  canDecideRegistration,
  canDeleteRegistration,
  canEditRegistration,
  canSubmitRegistration,
  statusAfterEdit,
  type AuditChange,
  type PageMeta,
  type PossibleDuplicate,
  type RegistrationChange,
  type RegistrationStatus,
} from '@repertoire/contract';
import type { Db } from '../db/database';
import type { RegistrationChangeRow } from '../db/schema';
import type { Actor } from '../lib/actor';
import { Conflict, NotFound, Unprocessable } from '../lib/errors';
import { assertUnchangedSince } from '../lib/version-check';
import { pageOf } from '../lib/paging';
import { requireAccess, type Access } from './access';
import { statusChange, withStatusChange } from './audit';
import { rejectionReason, type RegistrationDecision } from './decision';
import type { AuditEntry, RegistrableRow, RegistrationConfig } from './registration-kind';
import {
  deleteChange,
  findChange,
  findItemEvents,
  insertEvents,
  rejectChange,
  saveChangeInReview,
  updateChangeProposal,
} from './registration.repository';
import { findMember, type QueueSource } from './review-queue.repository';
import { inRegistrationTransaction } from './transaction';

/**
 * The life cycle every registrable kind shares (docs/decisions/0001-registration-core.md):
 * draft → submitted → registered | rejected, and a registered item's change in review. A kind
 * configures it (RegistrationConfig); its routes call these functions.
 *
 * Once registered, an item's own rows always hold its registered version: a member's edit
 * becomes a change in review beside it (registration_changes), applied when staff approve and
 * kept, with the reason, when they reject it. The registry, pickers and rights-holder pages read
 * the rows and so never lose the registered version.
 */

/** An item as its member or staff see it: the state shown, the status the member reads, the change. */
export type RegistrationView<Row, State> = { row: Row; state: State; status: RegistrationStatus; change: RegistrationChangeRow | undefined };

export type HistoryEntry = { id: string; at: string; actor_name: string; event: string; changes: AuditChange[]; reason: string | null };

/** A member's own list of one kind: search box, status filter (as the member reads statuses), sort, pages. */
export type MemberListQuery<Sort extends string> = {
  q?: string | undefined;
  status?: RegistrationStatus | undefined;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

/** What the member reads: a registered item with a change in review is "In review". */
export function memberStatus(row: Pick<RegistrableRow, 'status'>, change: Pick<RegistrationChangeRow, 'status'> | undefined): RegistrationStatus {
  return row.status === 'registered' && change?.status === 'submitted' ? 'submitted' : row.status;
}

function toChangeAnswer(change: RegistrationChangeRow | undefined): RegistrationChange | null {
  if (!change) return null;
  return {
    status: change.status,
    reason: change.reason,
    submitted_at: change.submittedAt.toISOString(),
    decided_at: change.decidedAt ? change.decidedAt.toISOString() : null,
    changes: change.changes,
  };
}

function problemsError(intro: string, problems: readonly string[]): Unprocessable {
  return new Unprocessable(`${intro}: ${problems.join('; ')}`, problems.map((message) => ({ path: '', message })));
}

/** What a decision did, for what goes with it in its transaction (the member's notification and mail). */
export type DecisionOutcome<Row, State> = {
  row: Row;
  state: State;
  decision: RegistrationDecision;
  /** A registered item's change, rather than a first registration. */
  isChange: boolean;
};

export type DecisionOptions<Row, State> = {
  /** What staff add as they approve (an ISWC the agency allocated): the approved state from the one in review. */
  amend?: (state: State) => State;
  /** Runs in the decision's transaction, after it is recorded. */
  onDecided?: (tx: Db, outcome: DecisionOutcome<Row, State>) => Promise<void>;
};

/** An item as staff review it: its details (a change: the proposed version), its member, and the checks. */
export type RegistrationReviewView<State, Details> = {
  details: Details;
  state: State;
  member: { id: string; name: string; email: string };
  submittedAt: Date;
  isChange: boolean;
  /** The catalogue import that created the item, if one did. */
  importId: string | null;
  changes: AuditChange[];
  identifier: { value: string | null; isValid: boolean; registeredElsewhere: string | null };
  duplicates: PossibleDuplicate[];
};

/** How many possible duplicates the review page lists. */
export const DUPLICATES_LIMIT = 10;

export function registrations<Row extends RegistrableRow, State, Details>(config: RegistrationConfig<Row, State, Details>) {
  const { kind, noun } = config;

  async function view(db: Db, row: Row): Promise<RegistrationView<Row, State>> {
    const change = row.registeredAt ? await findChange(db, kind, row.id) : undefined;
    const state = change?.status === 'submitted' ? await config.fromProposal(db, change.proposed) : await config.load(db, row);
    return { row, state, status: memberStatus(row, change), change };
  }

  async function detailsOf(db: Db, actor: Actor, row: Row): Promise<Details> {
    const { state, status, change } = await view(db, row);
    return config.details(db, row, state, actor, {
      status,
      rejection_reason: row.rejectionReason,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      submitted_at: row.submittedAt?.toISOString() ?? null,
      registered_at: row.registeredAt?.toISOString() ?? null,
      change: toChangeAnswer(change),
    });
  }

  async function lockFor(tx: Db, actor: Actor, id: string, access: Access): Promise<Row> {
    return requireAccess(actor, await config.findForUpdate(tx, id), access, config.notFound);
  }

  function eventsOf(actor: Actor, row: Row, state: State, entries: readonly AuditEntry[], reason: string | null = null) {
    const subject = config.subject(state);
    return entries.map((entry) => ({
      kind,
      itemId: row.id,
      ownerId: row.ownerId,
      itemTitle: subject.title,
      itemIdentifier: subject.identifier,
      event: entry.event,
      actorId: actor.id,
      actorName: actor.name,
      changes: entry.changes,
      reason,
    }));
  }

  async function writeEvents(tx: Db, actor: Actor, row: Row, state: State, entries: readonly AuditEntry[], reason: string | null = null) {
    await insertEvents(tx, eventsOf(actor, row, state, entries, reason));
  }

  /** Runs a change in a transaction; a unique violation is explained by the state's identifier check. */
  function transaction<T>(db: Db, change: (tx: Db) => Promise<T>, attempted?: { state: () => State | undefined; itemId?: string }) {
    const explain = attempted
      ? async () => {
          const state = attempted.state();
          if (state !== undefined) await config.assertIdentifierFree(db, state, attempted.itemId);
        }
      : undefined;
    return inRegistrationTransaction(db, noun, change, explain);
  }

  /** A registered item's change: rejected, the registered version stays; approved, it becomes the registered version. */
  async function decideChange(tx: Db, actor: Actor, item: Row, changeId: string, state: State, reason: string | null, amendments: AuditEntry[]): Promise<Row> {
    if (reason !== null) {
      await rejectChange(tx, changeId, reason);
      const kept = await config.setLifeCycle(tx, item.id, item);
      await writeEvents(tx, actor, kept, state, [{ event: 'rejected', changes: [statusChange('submitted', 'registered')] }], reason);
      return kept;
    }
    await config.assertIdentifierFree(tx, state, item.id);
    const saved = await config.save(tx, item, await config.load(tx, item), state);
    await deleteChange(tx, changeId);
    await writeEvents(tx, actor, saved, state, [...amendments, { event: 'registered', changes: [statusChange('submitted', 'registered')] }]);
    return saved;
  }

  /** A first registration: it joins the registry and owns its identifier, or is rejected with the reason. */
  async function decideSubmission(
    tx: Db,
    actor: Actor,
    item: Row,
    status: RegistrationStatus,
    states: { inReview: State; state: State },
    reason: string | null,
    amendments: AuditEntry[],
  ): Promise<Row> {
    const { inReview, state } = states;
    if (reason !== null) {
      const rejected = await config.setLifeCycle(tx, item.id, { ...item, status: 'rejected', rejectionReason: reason });
      await writeEvents(tx, actor, rejected, state, [{ event: 'rejected', changes: [statusChange(status, 'rejected')] }], reason);
      return rejected;
    }
    await config.assertIdentifierFree(tx, state, item.id);
    if (amendments.length > 0) await config.save(tx, item, inReview, state);
    const registered = await config.setLifeCycle(tx, item.id, {
      status: 'registered',
      rejectionReason: null,
      submittedAt: item.submittedAt,
      registeredAt: item.registeredAt ?? new Date(),
    });
    await writeEvents(tx, actor, registered, state, [...amendments, { event: 'registered', changes: [statusChange(status, 'registered')] }]);
    return registered;
  }

  /** The 409 message naming the registered item that holds the state's identifier, or null when it is free. */
  async function identifierConflict(db: Db, state: State, id: string): Promise<string | null> {
    try {
      await config.assertIdentifierFree(db, state, id);
      return null;
    } catch (error) {
      if (error instanceof Conflict) return error.message;
      throw error;
    }
  }

  return {
    kind,
    /** Where the staff review queue reads this kind. */
    queueSource: { kind, ...config.review } satisfies QueueSource,

    /** The item as its owner sees it, with its change in review shown. */
    async read(db: Db, actor: Actor, id: string): Promise<RegistrationView<Row, State>> {
      return view(db, requireAccess(actor, await config.find(db, id), 'read', config.notFound));
    },

    /** The details answer of the member's own item. */
    async get(db: Db, actor: Actor, id: string): Promise<Details> {
      return detailsOf(db, actor, requireAccess(actor, await config.find(db, id), 'read', config.notFound));
    },

    /** A new draft; `build` checks and resolves what was sent inside the transaction. */
    async create(db: Db, actor: Actor, build: (tx: Db) => Promise<State>): Promise<Details> {
      let attempted: State | undefined;
      const row = await transaction(
        db,
        async (tx) => {
          const state = await build(tx);
          attempted = state;
          await config.assertIdentifierFree(tx, state);
          const created = await config.insert(tx, actor.id, state);
          await writeEvents(tx, actor, created, state, config.describeChanges(null, state));
          return created;
        },
        { state: () => attempted },
      );
      return detailsOf(db, actor, row);
    },

    /**
     * Many new items at once (a catalogue import), in the caller's transaction: the same rules and history as
     * `create`, in a few statements. With `submit`, each item the submission rules allow goes to review at once
     * (its history says created, then submitted); the others stay drafts, with what keeps them back.
     * Identifiers are the caller's to have checked (a registered ISWC or ISRC refuses the whole batch).
     */
    async createMany(
      tx: Db,
      actor: Actor,
      states: readonly State[],
      options: { submit: boolean; importId: string | null },
    ): Promise<{ row: Row; submitted: boolean; problems: string[] }[]> {
      const now = new Date();
      const planned = states.map((state) => {
        const problems = options.submit ? config.problems(state) : [];
        const submitted = options.submit && problems.length === 0;
        return { state, problems, submitted, start: { status: submitted ? 'submitted' : 'draft', submittedAt: submitted ? now : null, importId: options.importId } as const };
      });
      const rows = await config.insertMany(tx, actor.id, planned);
      await insertEvents(
        tx,
        planned.flatMap(({ state, submitted }, index) => {
          const row = rows[index];
          if (!row) return [];
          const submission: AuditEntry[] = submitted ? [{ event: 'submitted', changes: [statusChange('draft', 'submitted')] }] : [];
          return eventsOf(actor, row, state, [...config.describeChanges(null, state), ...submission]);
        }),
      );
      return planned.flatMap(({ submitted, problems }, index) => {
        const row = rows[index];
        return row ? [{ row, submitted, problems }] : [];
      });
    },

    /**
     * A member's change. A draft or rejected item changes in place; a registered one must stay
     * complete, and its change waits for staff beside the registered version; one in review waits.
     */
    async edit(
      db: Db,
      actor: Actor,
      id: string,
      build: (tx: Db, current: State) => Promise<State>,
      expectedUpdatedAt?: string,
    ): Promise<Details> {
      let attempted: State | undefined;
      const row = await transaction(
        db,
        async (tx) => {
          const item = await lockFor(tx, actor, id, 'change');
          assertUnchangedSince(item.updatedAt, expectedUpdatedAt, `This ${noun}`);
          // Not in review, so what the member sees is the stored state (a rejected change is not applied).
          const { state: current, status } = await view(tx, item);
          if (!canEditRegistration(status)) {
            throw new Conflict(`This ${noun} is in review: it can be changed again once the society has decided`);
          }
          const next = await build(tx, current);
          attempted = next;
          const entries = config.describeChanges(current, next);
          if (entries.length === 0) {
            // Lines only put in another order: saved, but nothing to review or record.
            return item.status === 'registered' ? item : config.save(tx, item, current, next);
          }
          await config.assertIdentifierFree(tx, next, id);
          const after = statusAfterEdit(item.status);
          if (item.status === 'registered') {
            const problems = config.problems(next);
            if (problems.length > 0) throw problemsError(`A registered ${noun} must stay complete`, problems);
            await saveChangeInReview(tx, {
              kind,
              itemId: id,
              ownerId: item.ownerId,
              proposed: config.toProposal(next),
              changes: entries.flatMap((entry) => entry.changes),
            });
          }
          const saved = item.status === 'registered' ? await config.setLifeCycle(tx, id, item) : await config.save(tx, item, current, next);
          await writeEvents(tx, actor, saved, next, withStatusChange(entries, item.status, after));
          return saved;
        },
        { state: () => attempted, itemId: id },
      );
      return detailsOf(db, actor, row);
    },

    /** To the society's review: the submission rules first. */
    async submit(db: Db, actor: Actor, id: string): Promise<Details> {
      const row = await transaction(db, async (tx) => {
        const item = await lockFor(tx, actor, id, 'change');
        const { state, status } = await view(tx, item);
        if (!canSubmitRegistration(status)) {
          throw new Conflict(
            status === 'submitted' ? `This ${noun} is already in review` : `This ${noun} is registered: edit it to send changes for review`,
          );
        }
        const problems = config.problems(state);
        if (problems.length > 0) throw problemsError(`This ${noun} cannot be submitted yet`, problems);
        await config.assertIdentifierFree(tx, state, id);
        const submitted = await config.setLifeCycle(tx, id, {
          status: 'submitted',
          submittedAt: new Date(),
          rejectionReason: null,
          registeredAt: item.registeredAt,
        });
        await writeEvents(tx, actor, submitted, state, [{ event: 'submitted', changes: [statusChange(status, 'submitted')] }]);
        return submitted;
      });
      return detailsOf(db, actor, row);
    },

    /** Drafts and rejected items only: the registry never loses an item, not even one whose later change was rejected. */
    async remove(db: Db, actor: Actor, id: string): Promise<void> {
      await transaction(db, async (tx) => {
        const item = await lockFor(tx, actor, id, 'change');
        if (!canDeleteRegistration(item.status, item.registeredAt !== null)) {
          throw new Conflict(
            item.status === 'submitted'
              ? `This ${noun} is in review: it cannot be deleted`
              : `A registered ${noun} cannot be deleted: it is part of the society’s registry`,
          );
        }
        const state = await config.load(tx, item);
        await config.remove(tx, id);
        await writeEvents(tx, actor, item, state, [{ event: 'deleted', changes: [{ field: 'title', old: config.subject(state).title, new: null }] }]);
      });
    },

    /**
     * A registered item's state as something other than its owner's edit settled it (a dispute's
     * final shares, agreed by its parties or set by staff): written over the registered version at
     * once, without review, and recorded in its history as the actor's. Runs in the caller's
     * transaction, which has decided who may do it; the item's row is locked first.
     *
     * A change the owner sent for review earlier would, once approved, put back what was just
     * settled: `carry` writes the settled part into it (the owner's other edits stay), and a change
     * left with nothing to change ends.
     */
    async settle(
      tx: Db,
      actor: Actor,
      id: string,
      build: (tx: Db, current: State) => Promise<State>,
      carry: (proposed: State, settled: State) => State,
    ): Promise<void> {
      const item = await config.findForUpdate(tx, id);
      if (!item?.registeredAt) throw new NotFound(config.notFound);
      const current = await config.load(tx, item);
      const next = await build(tx, current);
      const entries = config.describeChanges(current, next);
      if (entries.length === 0) return;
      const saved = await config.save(tx, item, current, next);
      await writeEvents(tx, actor, saved, next, entries);
      const change = await findChange(tx, kind, id);
      if (change?.status !== 'submitted') return;
      const carried = carry(await config.fromProposal(tx, change.proposed), next);
      const changes = config.describeChanges(next, carried).flatMap((entry) => entry.changes);
      if (changes.length === 0) await deleteChange(tx, change.id);
      else await updateChangeProposal(tx, change.id, config.toProposal(carried), changes);
    },

    /** GET /staff/registrations/{kind}/{id}: staff read any member's item, with the checks of the review desk. */
    async review(db: Db, actor: Actor, id: string): Promise<RegistrationReviewView<State, Details>> {
      const row = requireAccess(actor, await config.find(db, id), 'review', config.notFound);
      const { state, change } = await view(db, row);
      const isChange = change?.status === 'submitted';
      const { identifier } = config.subject(state);
      return {
        details: await detailsOf(db, actor, row),
        state,
        member: await findMember(db, row.ownerId),
        submittedAt: isChange ? change.submittedAt : (row.submittedAt ?? row.updatedAt),
        isChange,
        importId: row.importId,
        changes: isChange ? change.changes : [],
        identifier: {
          value: identifier,
          isValid: identifier === null || config.review.isValidIdentifier(identifier),
          registeredElsewhere: await identifierConflict(db, state, id),
        },
        duplicates: await config.review.duplicates(db, state, id, DUPLICATES_LIMIT),
      };
    },

    /**
     * Staff's decision on an item in review. A first registration: it joins the registry and
     * owns its identifier, or is rejected with the reason. A registered item's change: approved,
     * it becomes the registered version; rejected, the registered version stays and the member
     * reads the rejected change with its reason.
     */
    async decide(db: Db, actor: Actor, id: string, decision: RegistrationDecision, options: DecisionOptions<Row, State> = {}): Promise<Details> {
      const reason = decision.decision === 'rejected' ? rejectionReason(decision) : null;
      let attempted: State | undefined;
      const row = await transaction(
        db,
        async (tx) => {
          const item = await lockFor(tx, actor, id, 'decide');
          const { state: inReview, status, change } = await view(tx, item);
          if (!canDecideRegistration(status)) {
            throw new Conflict(`This ${noun} is not in review: it may have been decided already, so reload it to see where it stands`);
          }
          const isChange = change?.status === 'submitted';
          const state = reason === null && options.amend ? options.amend(inReview) : inReview;
          attempted = state;
          // What staff added as they approved (an allocated ISWC) is recorded as theirs.
          const amendments = state === inReview ? [] : config.describeChanges(inReview, state);
          const decided = isChange
            ? await decideChange(tx, actor, item, change.id, state, reason, amendments)
            : await decideSubmission(tx, actor, item, status, { inReview, state }, reason, amendments);
          await options.onDecided?.(tx, { row: decided, state, decision, isChange });
          return decided;
        },
        { state: () => attempted, itemId: id },
      );
      return detailsOf(db, actor, row);
    },

    /** The item's history, newest first. */
    async history(db: Db, actor: Actor, id: string, query: { page: number; pageSize: number }): Promise<{ items: HistoryEntry[]; meta: PageMeta }> {
      requireAccess(actor, await config.find(db, id), 'read', config.notFound);
      const page = pageOf(query);
      const { rows, total } = await findItemEvents(db, kind, id, page);
      const items = rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor_name: row.actorName,
        event: row.event,
        changes: row.changes,
        reason: row.reason,
      }));
      return { items, meta: page.meta(total) };
    },
  };
}

export type Registrations<Row extends RegistrableRow, State, Details> = ReturnType<typeof registrations<Row, State, Details>>;
