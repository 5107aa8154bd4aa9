import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiAdmin } from './ApiAdmin.tsx';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ApiAdmin />
    </StrictMode>,
  );
}
