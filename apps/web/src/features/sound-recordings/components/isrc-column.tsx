import { formatIsrc } from '@repertoire/contract';
import { identifierColumn } from '../../../components/ui/identifier-text';
import type { DataTableColumn } from '../../../components/ui/data-table';

/** The ISRC column of the recordings' tables. */
export const isrcColumn = <T extends { isrc: string | null }>(): DataTableColumn<T> => identifierColumn('isrc', 'ISRC', (recording) => recording.isrc && formatIsrc(recording.isrc));
