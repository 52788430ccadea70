import { BrowserRouter } from 'react-router-dom';
import { Shell } from './shell/Shell';
import { AppStateProvider } from './state/AppState';

export function App() {
  return (
    <BrowserRouter>
      <AppStateProvider>
        <Shell />
      </AppStateProvider>
    </BrowserRouter>
  );
}
