import { Link } from 'react-router';
import { routeGroups } from '../routes';

/** Links to every route group, with what each holds. */
export function HomePage() {
  return (
    <>
      <h1>EDU Passport UI kit</h1>
      <p>
        The reference app of the kit, running on its built-in mock backend. Every page is assembled from the
        <code> @edupassport/*</code> packages.
      </p>
      <ul>
        {routeGroups.map((group) => (
          <li key={group.path}>
            <Link to={group.path}>{group.label}</Link>: {group.summary}
          </li>
        ))}
      </ul>
    </>
  );
}
