import { useState } from 'react';
import { styled } from 'styled-components';
import { Button } from '@edupassport/ui';
import { storeWrites } from '../admin/mockWorld';
import { HeaderSelect } from '../header/HeaderSelect';
import { useDemoText } from '../language/demoText';
import { demoRoles, useDemoBooting, useDemoSession } from './DemoSession';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--edu-space-200);
  font-size: var(--edu-font-size-sm);
  input:focus-visible {
    outline: 2px solid var(--edu-color-focus);
    outline-offset: 2px;
  }
  /* The checkbox and its words as one target of at least 40px, like the select beside it. */
  label:has(input) {
    display: inline-flex;
    align-items: center;
    gap: var(--edu-space-100);
    min-height: 40px;
    cursor: pointer;
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--edu-color-primary);
  }
`;

/** Says who posted after 'Someone else posts': the page itself may show nothing until it reads the feed again. */
const Posted = styled.p`
  margin: 0;
  color: var(--edu-color-text-muted);
  &:empty {
    display: none;
  }
`;

/**
 * The header's role switch (a labelled select), the 'Realistic server' switch of the mock backend, 'Someone else
 * posts' (another member publishes a post on the mock server) and the 'Reset demo data' action; mock backend only.
 * While the mock backend starts they show, disabled, so the header keeps its shape when they come alive.
 */
export function RoleSwitcher() {
  const { mocks, role, setRole, realistic, setRealistic, reset, session } = useDemoSession();
  const booting = useDemoBooting();
  const text = useDemoText();
  const [posted, setPosted] = useState<string | null>(null);
  if (!mocks && !booting) return null;
  return (
    <Root>
      <HeaderSelect
        label={text.viewAs}
        value={role}
        options={demoRoles.map((r) => ({ value: r.role, label: text.roles[r.role] }))}
        onChange={setRole}
        disabled={booting}
      />
      <label>
        <input
          type="checkbox"
          checked={realistic}
          disabled={booting}
          onChange={(event) => setRealistic(event.target.checked)}
        />
        {text.realisticServer}
      </label>
      {/* On the server only, not in this page's cache: what a live feed would hear of (a reload shows it meanwhile). */}
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          if (mocks) setPosted(storeWrites.somebodyPosts(mocks, session?.user?.id).user.full_name);
        }}
        disabled={booting}
      >
        {text.someoneElsePosts}
      </Button>
      <Button variant="outline" size="sm" onClick={reset} disabled={booting}>
        {text.resetDemoData}
      </Button>
      {/* Present from the start: a live region that appears with its text is not announced. */}
      <Posted role="status">{posted ? text.somebodyPosted(posted) : ''}</Posted>
    </Root>
  );
}
