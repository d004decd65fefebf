import type { RightsHolder, RightsHolderSummary } from '@repertoire/contract';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ShareTotal } from './share-totals';

/** A line of a share editor: a rights holder from the directory (kept whole for display; the API takes its id) and its shares. */
export type ShareLine = { rights_holder_id: string; holder: RightsHolderSummary };

/** The fields of a line that hold something the member types or picks. */
type LineField<Line extends ShareLine> = Exclude<keyof Line, keyof ShareLine> & string;

/**
 * What a share editor edits: a work's shares (a role, a performance and a mechanical share a
 * line) or a recording's master owners (one share a line). The editor reads and writes the
 * lines through the form it sits in (react-hook-form's context), under `name`.
 */
export type ShareLinesConfig<Line extends ShareLine> = {
  /** The form's array of lines, e.g. "shares". */
  name: string;
  /** A role picked on each line (a work's composer, author…); none for master owners. */
  role?: { field: LineField<Line>; label: string; options: readonly { value: string; label: string }[] };
  /** One percentage a right, in the order shown. */
  percentages: readonly { field: LineField<Line>; label: string }[];
  /** The totals shown live under the lines, the contract's messages for those above 100% and, for a work, its notices of what is left unclaimed. */
  totals: (lines: readonly Line[]) => { totals: ShareTotal[]; exceeded: string[]; notices?: string[] };
  /** A box on each line that marks it as a party the registrant names but does not control (`field` holds true when controlled). */
  notControlled?: { field: LineField<Line>; label: string; description: string };
  /** The line a rights holder chosen in the directory starts with: what is left of each right. */
  lineFor: (holder: RightsHolder, lines: readonly Line[]) => Line;
  /**
   * Set when a holder may have one line only (a master owner): what adding them again says.
   * Without it a holder may be added again (on a work, in another role) and the directory marks
   * those already there.
   */
  holderAgain?: (holderName: string) => string;
  /** Shown while there is no line. */
  emptyText: string;
  /** The button that opens the directory, and the directory's title. */
  addLabel: string;
  dialogTitle: string;
};

/** The lines as they stand in the form. */
export function useShareLines<Line extends ShareLine>(config: ShareLinesConfig<Line>): Line[] {
  const { control } = useFormContext();
  return useWatch({ control, name: config.name }) as Line[];
}

/** The live totals of the lines and the contract's messages for totals above 100%. */
export function useShareLineTotals<Line extends ShareLine>(config: ShareLinesConfig<Line>) {
  return config.totals(useShareLines(config));
}
