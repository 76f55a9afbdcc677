import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { captureInstallPrompt } from '@/features/install/install-prompt';
import './index.css';

captureInstallPrompt();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
