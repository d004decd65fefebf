import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { Profile } from '@repertoire/contract';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, useUploadProfilePicture } from '../api/upload-profile-picture';
import { profileDisplayName } from '../utils/display-name';

/** Choose an image, see it, then upload it (PNG, JPEG or WebP up to 2 MB). */
export function ProfilePicture({ profile }: { profile: Profile }) {
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadProfilePicture({
    onSuccess: () => {
      setChosen(null);
      notifySuccess('Your profile picture has been updated');
    },
  });
  const file = chosen?.file ?? null;
  const preview = chosen?.preview ?? null;

  // Free the preview's object URL when it is replaced, dropped or the screen closes.
  useEffect(() => {
    if (!chosen) return undefined;
    return () => URL.revokeObjectURL(chosen.preview);
  }, [chosen]);

  const handleChoose = (picked: File | null) => {
    setProblem(null);
    if (!picked) return;
    if (!PROFILE_PICTURE_TYPES.includes(picked.type)) {
      setProblem('Choose a PNG, JPEG or WebP image.');
      return;
    }
    if (picked.size > PROFILE_PICTURE_MAX_BYTES) {
      setProblem('The image is larger than 2 MB.');
      return;
    }
    setChosen({ file: picked, preview: URL.createObjectURL(picked) });
  };

  const handleUpload = () => {
    if (!file) return;
    upload.mutate(file, { onError: (error) => notifyError(errorMessage(error)) });
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <Avatar
        src={preview ?? profile.profile_pic_url}
        alt={preview ? 'Preview of the new profile picture' : 'Profile picture'}
        size={96}
        radius={96}
        name={profileDisplayName(profile)}
        color="initials"
      />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={handleChoose} accept={PROFILE_PICTURE_TYPES.join(',')}>
            {(props) => (
              <Button variant="default" size="sm" {...props}>
                Choose picture
              </Button>
            )}
          </FileButton>
          {file ? (
            <>
              <Button size="sm" leftSection={<IconUpload size={16} />} onClick={handleUpload} loading={upload.isPending}>
                Upload
              </Button>
              <Button size="sm" variant="subtle" color="gray" onClick={() => setChosen(null)} disabled={upload.isPending}>
                Cancel
              </Button>
            </>
          ) : null}
        </Group>
        <Text size="xs" c={problem ? 'red' : 'dimmed'}>
          {problem ?? (file ? `${file.name} — not saved yet` : 'PNG, JPEG or WebP, up to 2 MB.')}
        </Text>
      </Stack>
    </Group>
  );
}
