import type { ButtonProps } from '@mantine/core';
import { catalogueColumns, catalogueKindLabels, type CatalogueKind } from '@repertoire/contract';
import { ColumnGuide as TemplateColumnGuide, ColumnGuideButton as TemplateColumnGuideButton, ColumnGuideDialog as TemplateColumnGuideDialog } from '../../../components/table-files/column-guide';

const guideOf = (kind: CatalogueKind) => ({
  columns: catalogueColumns[kind],
  label: `Columns of the ${catalogueKindLabels[kind].toLowerCase()} template`,
  intro: 'One row per item, one column each.',
});

const titleOf = (kind: CatalogueKind) => `Column guide: ${catalogueKindLabels[kind].toLowerCase()}`;

/** Every column of a kind's template: its header, whether a row needs it, what to write and the values it takes. */
export const ColumnGuide = ({ kind }: { kind: CatalogueKind }) => <TemplateColumnGuide {...guideOf(kind)} />;

/** A button that opens the column guide of a kind in a dialog (the import pages and the list pages' file menu). */
export const ColumnGuideButton = ({ kind, ...props }: { kind: CatalogueKind } & Omit<ButtonProps, 'children' | 'onClick'>) => (
  <TemplateColumnGuideButton guide={guideOf(kind)} title={titleOf(kind)} {...props} />
);

export const ColumnGuideDialog = ({ kind, opened, onClose }: { kind: CatalogueKind; opened: boolean; onClose: () => void }) => (
  <TemplateColumnGuideDialog guide={guideOf(kind)} title={titleOf(kind)} opened={opened} onClose={onClose} />
);
