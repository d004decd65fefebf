import { errorMessage } from '../../../lib/api-client';
import { useAddEvidence } from '../api/add-evidence';

/**
 * Sends evidence files one by one (the API takes one a call), carrying on past a refused one:
 * returns what went wrong with each file that was not added, empty when all were.
 */
export function useUploadEvidence() {
  const add = useAddEvidence();
  const upload = async (disputeId: string, files: readonly File[]): Promise<string[]> => {
    const failures: string[] = [];
    for (const file of files) {
      try {
        await add.mutateAsync({ id: disputeId, file });
      } catch (error) {
        failures.push(`“${file.name}” was not added: ${errorMessage(error)}`);
      }
    }
    return failures;
  };
  return { upload, isPending: add.isPending };
}
