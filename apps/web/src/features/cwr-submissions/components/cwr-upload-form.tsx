import { CWR_FILE_MAX_BYTES } from '@repertoire/contract';
import { IconFileText } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { FileUpload, maxSizeText, type FileRule } from '../../../components/ui/file-upload';
import { paths } from '../../../config/paths';
import { useUploadCwrSubmission } from '../api/upload-cwr-submission';

/** CWR file names: CW…_….V21 or .V22 for 2.1 and 2.2, CW…_V3-0-0.SUB for 3.x (CWR user manuals, "File Naming Convention"). */
const CWR_FILE_NAME = /\.(v2[12]|sub)$/i;

const cwrFileRule: FileRule = {
  accept: ['.V21', '.V22', '.SUB'],
  isAccepted: (name) => CWR_FILE_NAME.test(name),
  notAccepted: 'is not a CWR file: its name ends in .V21 or .V22 (CWR 2.1, 2.2) or .SUB (CWR 3), as your system wrote it.',
  maxBytes: CWR_FILE_MAX_BYTES,
  tooLarge: 'Send the works in several files.',
};

/** A CWR file checked here before it is sent, then the submission's page, where its reading shows. */
export function CwrUploadForm() {
  const upload = useUploadCwrSubmission();
  const navigate = useNavigate();
  const handleUpload = (file: File) => upload.mutate(file, { onSuccess: (created) => void navigate(paths.app.cwrSubmission.getHref(created.id)) });
  return (
    <FileUpload
      rule={cwrFileRule}
      description={`A CWR 2.1, 2.2 (.V21, .V22) or 3.x (.SUB) file under the name your system gave it, at most ${maxSizeText(cwrFileRule)}. A file name is sent once.`}
      icon={<IconFileText size={16} />}
      submitLabel="Send the file"
      upload={upload}
      onUpload={handleUpload}
    />
  );
}
