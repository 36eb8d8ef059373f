import { Link, Outlet } from 'react-router';
import { useRootData } from './root-data';

/** The shared layout of every public page (header, main, footer). */
export default function SiteLayout() {
  const data = useRootData();
  return (
    <>
      <header>
        <Link to="/">{data?.company.name}</Link>
        <nav aria-label={data?.copy.mainNavLabel}>
          {data?.navigation.map((link) => (
            <Link key={link.href} to={link.href}>
              {link.label}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <footer>
        <p>{data?.copyright}</p>
      </footer>
    </>
  );
}
