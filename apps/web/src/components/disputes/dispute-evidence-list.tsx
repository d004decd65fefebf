import { Anchor, Group, Stack, Text } from '@mantine/core';
import { endpointPath, type DisputeEvidence, endpointRoutes } from '@repertoire/contract';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { env } from '../../config/env';
import { formatDate, formatFileSize } from '../../lib/format';

/** GET /disputes/{id}/evidence/{evidenceId}: served as an attachment to parties and staff, with the session cookie. */
export const evidenceHref = (disputeId: string, evidenceId: string) =>
  `${env.apiBaseUrl}${endpointPath(endpointRoutes.downloadDisputeEvidence.path, { id: disputeId, evidenceId })}`;

/** The files the parties brought, each a download. */
export function DisputeEvidenceList({ disputeId, evidence }: { disputeId: string; evidence: DisputeEvidence[] }) {
  if (evidence.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No evidence yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Evidence files">
      {evidence.map((file) => (
        <Group key={file.id} component="li" gap="sm" wrap="nowrap" align="flex-start">
          {file.content_type === 'application/pdf' ? <IconFileText size={18} /> : <IconPhoto size={18} />}
          <Stack gap={0}>
            <Anchor href={evidenceHref(disputeId, file.id)} download={file.file_name} size="sm" fw={500}>
              {file.file_name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)} · {file.uploaded_by} · {formatDate(file.created_at)}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
