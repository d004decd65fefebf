import { Modal } from '@mantine/core';
import type { RightsHolder } from '@repertoire/contract';
import { useState } from 'react';
import { RightsHolderCreateForm } from './rights-holder-create-form';
import { RightsHolderPicker } from './rights-holder-picker';

type Step = { kind: 'search' } | { kind: 'create'; name: string };

type RightsHolderDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Called with the rights holder found in the directory or just created; the dialog then closes. */
  onSelect: (rightsHolder: RightsHolder) => void;
  title: string;
  /** Text of each result's button, e.g. "Add". */
  selectLabel?: string;
  chosenIds?: readonly string[];
};

/**
 * A rights holder from the directory, or a new one created on the spot. Render it beside a form,
 * not inside it: the creation form is a form of its own.
 */
export function RightsHolderDialog({ opened, onClose, onSelect, title, selectLabel = 'Add', chosenIds }: RightsHolderDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'search' });

  const close = () => {
    setStep({ kind: 'search' });
    onClose();
  };
  const select = (holder: RightsHolder) => {
    onSelect(holder);
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={step.kind === 'create' ? 'New rights holder' : title} size="lg">
      {step.kind === 'create' ? (
        <RightsHolderCreateForm defaultName={step.name} onCreated={select} onCancel={() => setStep({ kind: 'search' })} />
      ) : (
        <RightsHolderPicker
          autoFocus
          selectLabel={selectLabel}
          chosenIds={chosenIds}
          onSelect={select}
          onCreateNew={(name) => setStep({ kind: 'create', name })}
        />
      )}
    </Modal>
  );
}
