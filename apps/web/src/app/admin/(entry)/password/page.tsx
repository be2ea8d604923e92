import { AdminPasswordForm } from '@/components/admin/password-form';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('password.title');

/** The one-time link of `npm run operator -- add`: `/admin/password?token=…`. */
export default async function Page({ searchParams }: Props) {
  const { token } = await searchParams;
  return <AdminPasswordForm token={typeof token === 'string' && token !== '' ? token : null} />;
}
