import { Route, Switch } from 'wouter';
import { GroupSelection } from '../screens/group-selection/GroupSelection';
import { Alerts } from './Alerts';
import { Navbar } from './Navbar';
import { NotFound } from './NotFound';
import { OnlineStatus } from './OnlineStatus';
import { UpdatePrompt } from './UpdatePrompt';

export function App() {
  return (
    <>
      <OnlineStatus />
      <Navbar />
      <main className="container">
        <UpdatePrompt />
        <Alerts />
        <Switch>
          <Route path="/" component={GroupSelection} />
          <Route component={NotFound} />
        </Switch>
      </main>
    </>
  );
}
