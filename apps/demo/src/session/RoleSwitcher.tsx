import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '@edupassport/ui';
import { storeWrites } from '../admin/mockWorld';
import { demoRoles, isDemoRole, useDemoBooting, useDemoSession } from './DemoSession';

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--edu-space-200);
  font-size: var(--edu-font-size-sm);
  select {
    min-height: 40px;
    padding: var(--edu-space-100) var(--edu-space-200);
    border: 1px solid var(--edu-color-border);
    border-radius: var(--edu-radius-md);
    background: var(--edu-color-surface);
    color: var(--edu-color-text);
    font: inherit;
  }
  select:focus-visible,
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

/**
 * The header's role switch (a labelled select), the 'Realistic server' switch of the mock backend, 'Someone else
 * posts' (another member publishes a post on the mock server) and the 'Reset demo data' action; mock backend only. While the mock backend starts they show, disabled, so the header keeps its shape
 * when they come alive.
 */
export function RoleSwitcher() {
  const { mocks, role, setRole, realistic, setRealistic, reset, session } = useDemoSession();
  const booting = useDemoBooting();
  const id = useId();
  if (!mocks && !booting) return null;
  return (
    <Root>
      <label htmlFor={id}>View as</label>
      <select
        id={id}
        value={role}
        disabled={booting}
        onChange={(event) => {
          if (isDemoRole(event.target.value)) setRole(event.target.value);
        }}
      >
        {demoRoles.map((r) => (
          <option key={r.role} value={r.role}>
            {r.label}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={realistic}
          disabled={booting}
          onChange={(event) => setRealistic(event.target.checked)}
        />
        Realistic server
      </label>
      {/* On the server only, not in this page's cache: what a live feed would hear of (a reload shows it meanwhile). */}
      <Button
        variant="outline"
        size="sm"
        onClick={() => mocks && storeWrites.somebodyPosts(mocks, session?.user?.id)}
        disabled={booting}
      >
        Someone else posts
      </Button>
      <Button variant="outline" size="sm" onClick={reset} disabled={booting}>
        Reset demo data
      </Button>
    </Root>
  );
}
