import { DepositPage } from '@portal/account';
import { useSearchParams } from 'react-router-dom';
import { memberBase } from './memberBase';

/** The deposit page, with the deposit shown kept in the address (the provider's page returns to it). */
export function DepositRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <DepositPage
      reference={search.get('deposit') ?? undefined}
      onShowDeposit={(reference) => setSearch(reference ? { deposit: reference } : {})}
      returnUrl={`${memberBase}/deposit`}
    />
  );
}
