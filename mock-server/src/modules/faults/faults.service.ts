// The fault lab's surface for the rest of the server: createDeps builds its state and socket.io
// asks it whether realtime is down; app.ts mounts its middleware and routers (*.routes.ts).
export { createFaults, type Faults } from './faults.js';
