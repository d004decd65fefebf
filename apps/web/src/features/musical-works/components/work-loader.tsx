import type { MusicalWorkDetails } from '@repertoire/contract';
import type { ReactNode } from 'react';
import type { RegistrationNotFound } from '../../../components/registration/registration-loader';
import { RegistrationLoader } from '../../../components/registration/registration-loader';
import { paths } from '../../../config/paths';
import { useMusicalWork } from '../../../lib/musical-works/get-musical-work';

const workNotFound: RegistrationNotFound = {
  noun: 'musical work',
  ownPlural: 'works',
  list: { label: 'Musical Works', href: paths.app.musicalWorks.getHref() },
};

/** Loads one of the member's works for the work's screens (details, rights holders, adding one). */
export function WorkLoader({ id, children }: { id: string; children: (work: MusicalWorkDetails) => ReactNode }) {
  return (
    <RegistrationLoader query={useMusicalWork(id)} notFound={workNotFound}>
      {children}
    </RegistrationLoader>
  );
}
