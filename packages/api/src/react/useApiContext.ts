import { useContext } from 'react';
import { ApiContext, type ApiContextValue } from './ApiContext';

export function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) {
    throw new Error(
      '@portal/api/react: no <ApiProvider> above this component. Wrap the app (or the embedded lobby or ' +
        'agent centre) in <ApiProvider baseUrl="..." merchant="..." language={language} token={token}>.',
    );
  }
  return value;
}
