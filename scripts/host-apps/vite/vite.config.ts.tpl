import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A host's plain config: the kit comes from node_modules (the packed tarballs), nothing aliased.
export default defineConfig({
  plugins: [react()],
});
