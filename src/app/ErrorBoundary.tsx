import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../lib/i18n';

interface State {
  failed: boolean;
}

/** The global error screen for rendering failures: logged, then a reload button. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        role="alert"
        className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
      >
        <h1 className="text-2xl font-bold">{i18n.t('error_screen.title')}</h1>
        <p>{i18n.t('error_screen.message')}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {i18n.t('error_screen.reload')}
        </button>
      </main>
    );
  }
}
