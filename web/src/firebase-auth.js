// The part of the Firebase JS SDK the page uses, bundled by `npm run build` into
// vendor/firebase-auth.js (loaded only when config.json says "auth": "firebase").

import { initializeApp } from "firebase/app";
import {
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  onIdTokenChanged,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";

// options: the web app's Firebase config ({apiKey, authDomain, projectId}); emulatorUrl: the
// Auth emulator to use instead of Google's service (tests and local runs only).
export async function startFirebaseAuth(options, emulatorUrl) {
  const auth = getAuth(initializeApp(options));
  if (emulatorUrl) {
    connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  }
  // Like the page's own token: gone when the tab closes.
  await setPersistence(auth, browserSessionPersistence);
  return {
    signIn: (email, password) => signInWithEmailAndPassword(auth, email, password),
    signUp: (email, password) => createUserWithEmailAndPassword(auth, email, password),
    signOut: () => signOut(auth),
    // onToken(token, email) on every sign-in and token refresh; onToken(null) on sign-out.
    onToken: (onToken) =>
      onIdTokenChanged(auth, async (user) => onToken(user ? await user.getIdToken() : null, user?.email ?? null)),
  };
}
