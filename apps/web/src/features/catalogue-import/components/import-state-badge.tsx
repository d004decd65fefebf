import { Badge } from '@mantine/core';
import type { CatalogueImportState } from '@repertoire/contract';

export const importStateLabels: Record<CatalogueImportState, string> = {
  uploaded: 'Columns to map',
  checking: 'Checking',
  checked: 'Checked',
  importing: 'Importing',
  imported: 'Imported',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const colors: Record<CatalogueImportState, string> = {
  uploaded: 'blue',
  checking: 'grape',
  checked: 'yellow',
  importing: 'grape',
  imported: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/** Where an import stands, as its step's name. */
export function ImportStateBadge({ state }: { state: CatalogueImportState }) {
  return (
    <Badge component="span" variant="light" color={colors[state]}>
      {importStateLabels[state]}
    </Badge>
  );
}
