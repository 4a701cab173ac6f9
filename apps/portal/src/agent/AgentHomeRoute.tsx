import { AgentHomePage } from './AgentHomePage';
import { RequireAgent } from './RequireAgent';

/** /agentHome: the agent centre, for agents only (others go to /login or /agent). */
export function AgentHomeRoute() {
  return (
    <RequireAgent>
      <AgentHomePage />
    </RequireAgent>
  );
}
