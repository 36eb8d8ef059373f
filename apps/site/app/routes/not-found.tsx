import { Link } from 'react-router';
import { useRootData } from '~/layout/root-data';
import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0]?.loaderData as { notFound?: { meta?: Route.MetaDescriptors } } | undefined;
  return root?.notFound?.meta ?? [];
};

export default function NotFound() {
  const text = useRootData()?.notFound;
  if (!text) return null;
  return (
    <section>
      <h1>{text.title}</h1>
      <p>{text.message}</p>
      {text.primaryLinks.map((link) => (
        <Link key={link.href} to={link.href}>
          {link.label}
        </Link>
      ))}
    </section>
  );
}
