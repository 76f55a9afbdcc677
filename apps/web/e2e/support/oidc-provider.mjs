// A real OpenID Connect provider on 127.0.0.1 standing in for Google in end-to-end tests
// (decision 0010: Google sign-in goes through genericOAuth and a discovery URL).
//
// One client, the app's Google client, whose redirect URI is the app's better-auth callback.
// Development interactions are on: the provider shows its own login and consent forms; any
// login typed there is the e-mail of the account it signs in, with a verified e-mail.
//
// playwright.config.ts starts it and gives the same values to the app server:
//   E2E_PORT                                   port of the app under test (its callback URL)
//   E2E_OIDC_PORT                              port of this provider
//   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET     the one client it knows
import Provider from 'oidc-provider';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`oidc-provider.mjs needs ${name}`);
  return value;
}

const appPort = Number(required('E2E_PORT'));
const port = Number(required('E2E_OIDC_PORT'));
const issuer = `http://127.0.0.1:${port}`;

/** A display name from the e-mail typed at the provider's login ("camille.martin@x" -> "Camille Martin"). */
function nameFromEmail(email) {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
}

function createProvider() {
  return new Provider(issuer, {
    clients: [
      {
        client_id: required('GOOGLE_CLIENT_ID'),
        client_secret: required('GOOGLE_CLIENT_SECRET'),
        // better-auth 1.7 serves genericOAuth callbacks at the core /callback/:provider path.
        redirect_uris: [`http://127.0.0.1:${appPort}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const name = nameFromEmail(sub);
          const [givenName, ...rest] = name.split(' ');
          return {
            sub,
            email: sub,
            email_verified: true,
            name,
            given_name: givenName,
            family_name: rest.join(' '),
          };
        },
      };
    },
    features: { devInteractions: { enabled: true } },
    // Google puts the user's claims in the ID token; so does this stand-in.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    cookies: { keys: ['photodossier-e2e-oidc-cookie-key'] },
  });
}

const provider = createProvider();
// The provider's dev-interaction warnings are expected here; keep the test output readable.
provider.on('server_error', (_ctx, error) => console.error('[oidc-provider]', error));
const server = provider.listen(port, '127.0.0.1', () => {
  console.log(`[oidc-provider] ${issuer} ready`);
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
