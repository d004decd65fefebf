import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { cwrSubmissionKeys } from './query-keys';

/** POST /cwr/submissions: the CWR file as multipart field "file"; a job starts reading it. */
export function uploadCwrSubmission(file: File) {
  const body = new FormData();
  body.append('file', file);
  return call('uploadCwrSubmission', { body });
}

export function useUploadCwrSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCwrSubmission,
    onSuccess: (submission) => {
      queryClient.setQueryData(cwrSubmissionKeys.details(submission.id), submission);
      void queryClient.invalidateQueries({ queryKey: cwrSubmissionKeys.lists() });
    },
  });
}
