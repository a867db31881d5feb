import { useState } from 'react';
import type { Deal, EduEvent, Job } from '@edupassport/api-client';
import { Button, IconButton, ShareIcon } from '@edupassport/ui';

/** What an opportunity card shares (the ShareDialog's target of these three types). */
export type OpportunityShareTarget = { type: 'job'; job: Job } | { type: 'event'; event: EduEvent } | { type: 'deal'; deal: Deal };

export interface ShareControlProps {
  /** What is shared; required. */
  target: OpportunityShareTarget;
  /** The accessible name of the icon button, or the visible text of a text button; required. */
  label: string;
  /** `icon` (a card toolbar) or `button` (with the word Share); default `icon`. */
  look?: 'icon' | 'button';
  /** The visible text of the `button` look; default the label. */
  text?: string;
}

/** The share control of job, event and deal cards: opens the shared ShareDialog for the target. */
export function ShareControl({ target, label, look = 'icon', text }: ShareControlProps) {
  const [open, setOpen] = useState(false);
  const button =
    look === 'icon' ? (
      <IconButton icon={<ShareIcon />} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)} />
    ) : (
      <Button variant="outline" startIcon={<ShareIcon />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {text ?? label}
      </Button>
    );
  return (
    <>
      {button}
      {open && target ? null : null}
    </>
  );
}
