import { AdminSignInForm } from '@/components/admin/sign-in-form';
import { adminMetadata } from '@/i18n/admin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => adminMetadata('signIn.title');

export default async function Page({ searchParams }: Props) {
  const { next, ended } = await searchParams;
  return <AdminSignInForm next={typeof next === 'string' ? next : null} ended={ended === '1'} />;
}
