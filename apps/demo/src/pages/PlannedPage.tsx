import { Link } from 'react-router';
import type { RouteGroup } from '../routes';

/** A route group whose page is not assembled yet: says so plainly and what it will hold. */
export function PlannedPage({ group }: { group: RouteGroup }) {
  return (
    <>
      <h1>{group.label}</h1>
      <p>{group.summary}</p>
      <p>
        This page is assembled in a later release of the demo. <Link to="/feed">The feed</Link> already shows live data
        from the mock backend.
      </p>
    </>
  );
}
