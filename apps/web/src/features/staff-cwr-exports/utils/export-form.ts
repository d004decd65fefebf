import { cwrExportCreate, cwrExportVersionValues, type CwrExportCreate, type CwrExportSelection, type CwrExportVersion } from '@repertoire/contract';
import { z } from 'zod';

/** Which works an export sends, as the form offers the choice. */
export const selectionKindValues = ['registered_between', 'member', 'works'] as const satisfies readonly CwrExportSelection['kind'][];
export type SelectionKind = (typeof selectionKindValues)[number];

export const selectionKindLabels: Record<SelectionKind, string> = {
  registered_between: 'Registered between dates',
  member: 'One member’s works',
  works: 'Works by id',
};

export const cwrVersionLabels: Record<CwrExportVersion, string> = { '2.1': 'CWR 2.1', '2.2': 'CWR 2.2', '3.1': 'CWR 3.1' };

/** The form's fields, flat: only the fields of the chosen kind of selection are sent. */
export type CwrExportFormValues = {
  society_code: string;
  version: CwrExportVersion;
  kind: SelectionKind;
  from: string;
  to: string;
  member_id: string;
  /** Work ids as pasted: one a line, or separated by commas or spaces. */
  work_ids: string;
};

/** The form's fields in the order shown: the server's field errors land on them (`selection.work_ids` on work_ids). */
export const cwrExportFormFields = ['society_code', 'version', 'from', 'to', 'member_id', 'work_ids'] as const satisfies readonly (keyof CwrExportFormValues)[];

export const emptyCwrExportForm: CwrExportFormValues = { society_code: '', version: '2.2', kind: 'registered_between', from: '', to: '', member_id: '', work_ids: '' };

export const workIdsOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

function selectionOf(values: CwrExportFormValues): unknown {
  switch (values.kind) {
    case 'registered_between':
      return { kind: values.kind, from: values.from, to: values.to };
    case 'member':
      return { kind: values.kind, member_id: values.member_id };
    case 'works':
      return { kind: values.kind, work_ids: workIdsOf(values.work_ids) };
  }
}

/** The form's field of a contract issue: `selection.from` is `from`, a work id's is `work_ids`. */
const fieldOf = (path: readonly PropertyKey[]) => String((path[0] === 'selection' ? path[1] : path[0]) ?? 'root');

/**
 * The form checked with the contract's rules and words (cwrExportCreate), each message on the field it concerns, and
 * turned into the request. A member not chosen and a work id that is not one are said plainly.
 */
export const cwrExportForm = z
  .object({
    society_code: z.string(),
    version: z.enum(cwrExportVersionValues),
    kind: z.enum(selectionKindValues),
    from: z.string(),
    to: z.string(),
    member_id: z.string(),
    work_ids: z.string(),
  })
  .transform((values, ctx): CwrExportCreate => {
    if (values.kind === 'member' && !values.member_id) {
      ctx.addIssue({ code: 'custom', message: 'Choose the member whose registered works are sent', path: ['member_id'] });
    }
    if (values.kind === 'works' && workIdsOf(values.work_ids).length === 0) {
      ctx.addIssue({ code: 'custom', message: 'Paste the ids of the works to send, one a line', path: ['work_ids'] });
    }
    const parsed = cwrExportCreate.safeParse({ society_code: values.society_code.trim(), version: values.version, selection: selectionOf(values) });
    if (parsed.success) return parsed.data;
    const said = new Set(ctx.issues.map((issue) => String(issue.path?.[0])));
    const ids = workIdsOf(values.work_ids);
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (said.has(field)) continue;
      said.add(field);
      const index = field === 'work_ids' ? issue.path[2] : undefined;
      const message = typeof index === 'number' ? `${issue.message}: “${ids[index] ?? ''}”` : issue.message;
      ctx.addIssue({ code: 'custom', message, path: [field] });
    }
    return z.NEVER;
  });
