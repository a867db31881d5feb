import { useState } from 'react';
import type { Deal, EduEvent, Job } from '@edupassport/api-client';
import { Button, IconButton, LazyShareDialog as ShareDialog, ShareIcon } from '@edupassport/ui';

/** What an opportunity card shares (the ShareDialog's target of these three types). */
export type OpportunityShareTarget = { type: 'job'; job: Job; external?: boolean | undefined } | { type: 'event'; event: EduEvent } | { type: 'deal'; deal: Deal };

export interface ShareControlProps {
  /** What is shared; required. */
  target: OpportunityShareTarget;
  /** The accessible name of the icon button, or of the text button; required. */
  label: string;
  /** `icon` (a card toolbar) or `button` (with visible text); default `icon`. */
  look?: 'icon' | 'button' | undefined;
  /** The visible text of the `button` look; default the label. */
  text?: string | undefined;
}

/** The share control of job, event and deal cards: opens the shared ShareDialog for the target, downloaded on the first click. */
export function ShareControl({ target, label, look = 'icon', text }: ShareControlProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {look === 'icon' ? (
        <IconButton icon={<ShareIcon />} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)} />
      ) : (
        <Button variant="outline" startIcon={<ShareIcon />} aria-label={text && text !== label ? label : undefined} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {text ?? label}
        </Button>
      )}
      {/* Mounted only while open: a list would otherwise hold a share dialog per card. */}
      {open ? <ShareDialog open onOpenChange={setOpen} target={target} /> : null}
    </>
  );
}
