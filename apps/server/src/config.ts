import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isHostname } from '@nfc/contract/link-domains';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { isCommonPassword } from './accounts/common-passwords.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanString = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    JWT_EXPIRES_IN: z
      .string()
      .regex(/^\d{1,9}[smhd]$/, 'JWT_EXPIRES_IN must look like 24h, 7d, 30m or 3600s')
      .default('24h'),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('NFC Platform <no-reply@localhost>'),
    CONTACT_EMAIL: z.email().optional(),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalString,
    S3_PUBLIC_ENDPOINT: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: booleanString,
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
    METRICS_TOKEN: optionalString,
    METRICS_DASHBOARD_URL: z.url().optional(),
    TRUST_PROXY: optionalString,
    ALLOW_SIMULATED_PAYMENTS: booleanString,
    ENABLE_TEST_ROUTES: booleanString,
    DISABLE_EXPORT_WORKER: booleanString,
    DISABLE_CRM_WORKER: booleanString,
    DISABLE_WALLET_WORKER: booleanString,
    HUBSPOT_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.hubapi.com'),
    SALESFORCE_LOGIN_URL: z.url({ protocol: /^https?$/ }).default('https://login.salesforce.com'),
    SALESFORCE_CLIENT_ID: optionalString,
    SALESFORCE_CLIENT_SECRET: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    MIGRATIONS_DIR: optionalString,
    BACKUP_DIR: optionalString,
    BACKUP_KEEP: z.coerce.number().int().min(1).max(366).optional(),
    ORGANISATION_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
    API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    /** Name servers for domain verification, comma-separated `host` or `host:port`; unset: the system's. */
    DNS_SERVERS: z.string().max(1000).optional(),
    /** Where customers point their link domains (issue 33): a host name (CNAME) or an address; unset: APP_URL's host. */
    LINK_DOMAIN_TARGET: optionalString,
    /** Tests only: SSO issuers and SAML metadata URLs may be http on loopback (127.0.0.1, ::1, localhost). */
    SSO_ALLOW_HTTP_ISSUERS: booleanString,
    /** Verified taps (decision 037): master SDM keys, 16 bytes of hex each; unset: derived from the app secret. */
    SUN_META_READ_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{32}$/, 'SUN_META_READ_KEY must be 16 bytes of hex (32 digits)')
      .optional(),
    SUN_FILE_READ_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{32}$/, 'SUN_FILE_READ_KEY must be 16 bytes of hex (32 digits)')
      .optional(),
    /** uid: each chip's file-read key is diversified from the organisation's by its UID (AN10922); none: used as it is. */
    SUN_KEY_DIVERSIFICATION: z.enum(['uid', 'none']).default('uid'),
    /** The key version new tags are personalised with; raise it to rotate (older tags keep theirs). */
    SUN_KEY_VERSION: z.coerce.number().int().min(1).max(32_767).default(1),
    /** Apple Wallet passes (decision 038): all of the first five, or none (the buttons are not shown). */
    APPLE_PASS_TYPE_ID: optionalString,
    APPLE_TEAM_ID: optionalString,
    /** The pass type certificate and its private key, and Apple's WWDR intermediate: PEM text or a PEM file's path. */
    APPLE_PASS_CERT: optionalString,
    APPLE_PASS_KEY: optionalString,
    APPLE_PASS_KEY_PASSPHRASE: optionalString,
    APPLE_WWDR_CERT: optionalString,
    /** APNs token auth (a .p8 key, PEM text or path, and its id); unset: the pass certificate authenticates. */
    APPLE_APNS_KEY: optionalString,
    APPLE_APNS_KEY_ID: optionalString,
    APPLE_APNS_HOST: z.url({ protocol: /^https?$/ }).default('https://api.push.apple.com'),
    /** Google Wallet: the issuer id and the service account's JSON key (its text or a path to it). */
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d{1,30}$/, 'GOOGLE_WALLET_ISSUER_ID must be the issuer id, digits only')
      .optional(),
    GOOGLE_WALLET_SERVICE_ACCOUNT: optionalString,
    GOOGLE_WALLET_API_BASE: z.url({ protocol: /^https?$/ }).default('https://walletobjects.googleapis.com'),
  })
  .superRefine((env, ctx) => {
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'set ADMIN_EMAIL and ADMIN_PASSWORD together',
      });
    }
    const trustProxy = parseTrustProxy(env.TRUST_PROXY);
    if ('error' in trustProxy) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: trustProxy.error });
    }
    if (env.NODE_ENV === 'production' && env.ADMIN_PASSWORD && isWeakAdminPassword(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: `must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH} characters and not a common password when NODE_ENV=production`,
      });
    }
    const apple = [
      env.APPLE_PASS_TYPE_ID,
      env.APPLE_TEAM_ID,
      env.APPLE_PASS_CERT,
      env.APPLE_PASS_KEY,
      env.APPLE_WWDR_CERT,
    ];
    if (apple.some(Boolean) && !apple.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_PASS_TYPE_ID'],
        message: 'set APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, APPLE_PASS_CERT, APPLE_PASS_KEY and APPLE_WWDR_CERT together',
      });
    }
    if (Boolean(env.APPLE_APNS_KEY) !== Boolean(env.APPLE_APNS_KEY_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['APPLE_APNS_KEY_ID'],
        message: 'set APPLE_APNS_KEY and APPLE_APNS_KEY_ID together',
      });
    }
    if (Boolean(env.GOOGLE_WALLET_ISSUER_ID) !== Boolean(env.GOOGLE_WALLET_SERVICE_ACCOUNT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_WALLET_SERVICE_ACCOUNT'],
        message: 'set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required when NODE_ENV=production',
      });
    }
    if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.ALLOW_SIMULATED_PAYMENTS) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message:
          'required when NODE_ENV=production (or set ALLOW_SIMULATED_PAYMENTS=true to run the test-mode provider)',
      });
    }
    if (env.BACKUP_DIR && env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_DIR'],
        message:
          'backs up the embedded database only; with DATABASE_URL use pg_dump or point-in-time recovery (docs/operations.md)',
      });
    }
    if (env.BACKUP_KEEP !== undefined && !env.BACKUP_DIR) {
      ctx.addIssue({ code: 'custom', path: ['BACKUP_KEEP'], message: 'set BACKUP_DIR too: it names where backups go' });
    }
    if (env.SALESFORCE_CLIENT_ID && !env.SALESFORCE_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SALESFORCE_CLIENT_SECRET'],
        message: "required when SALESFORCE_CLIENT_ID is set (the connected app's consumer secret)",
      });
    }
    if (env.LINK_DOMAIN_TARGET && !linkDomainTargetOf(env.LINK_DOMAIN_TARGET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['LINK_DOMAIN_TARGET'],
        message: 'must be a host name such as links.example.com (a CNAME target) or an IP address',
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'required when STRIPE_SECRET_KEY is set',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections per server copy; copies x this must stay under the server's max_connections. */
  databasePoolMax: number;
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string | undefined;
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    /** Where browsers reach the store, when it differs from where the server does (e.g. inside a container network). */
    publicEndpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    forcePathStyle: boolean;
  } | null;
  stripe: { secretKey: string; webhookSecret: string } | null;
  redisUrl: string | undefined;
  admin: { email: string; password: string } | null;
  metricsToken: string | undefined;
  metricsDashboardUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which X-Forwarded-For hops to believe: false (none), a hop count, or the proxies' addresses/CIDRs
   * (as Fastify's trustProxy takes them). Never "every hop": a client could then name any address.
   */
  trustProxy: TrustProxy;
  /** Registers /api/dev/* (outbox, clock helpers) for the dev script and the tests; they answer loopback only. */
  enableTestRoutes: boolean;
  /** False: this copy builds no organisation exports (tests whose copies share a database but not a file store). */
  isExportWorkerOn: boolean;
  /** False: this copy sends no leads to CRMs (tests that drive the CRM worker themselves). */
  isCrmWorkerOn: boolean;
  /** False: this copy sends no wallet pass updates (tests that drive the wallet worker themselves). */
  isWalletWorkerOn: boolean;
  /** Where the CRM clients go (issue 28): HubSpot's API, Salesforce's login server and our OAuth client there. */
  crm: {
    hubspotApiBase: string;
    salesforceLoginUrl: string;
    /** Null: Salesforce is not offered on this server. */
    salesforce: { clientId: string; clientSecret: string } | null;
  };
  webDistDir: string | undefined;
  migrationsDir: string | undefined;
  /** A daily backup of DATA_DIR kept `keep` deep in `dir` (embedded database only; decision 026). */
  backups: { dir: string; keep: number } | null;
  /** Days between an owner's deletion request and the erasure; 0: at the erasure clock's next minute. */
  organisationDeletionGraceDays: number;
  /** Requests each API key may make a minute, counted across every copy when Redis is configured. */
  apiKeyRequestsPerMinute: number;
  /** Enterprise identity (issue 30): name servers for domain verification (empty: the system's). */
  dnsServers: string[];
  /** Custom link domains (issue 33): what a customer's host must point at, a CNAME to a name or a record of an address. */
  linkDomainTarget: LinkDomainTarget;
  /** Tests only: loopback identity providers may be reached over http. */
  ssoAllowHttpIssuers: boolean;
  /** Verified taps (issue 31): master SDM keys if configured, per-UID diversification, the current key version. */
  sun: {
    metaReadKey: string | null;
    fileReadKey: string | null;
    diversification: 'uid' | 'none';
    keyVersion: number;
  };
  /** Apple Wallet passes (issue 32); null: not set up. PEM texts, files already read. */
  appleWallet: {
    passTypeId: string;
    teamId: string;
    certificate: string;
    privateKey: string;
    privateKeyPassphrase: string | undefined;
    wwdrCertificate: string;
    /** Where pushes go, and the token-auth key if configured (else the pass certificate is the TLS client's). */
    apns: { host: string; key: { pem: string; keyId: string } | null };
  } | null;
  /** Google Wallet (issue 32); null: not set up. */
  googleWallet: {
    issuerId: string;
    serviceAccount: { clientEmail: string; privateKey: string; tokenUri: string };
    apiBase: string;
  } | null;
};

export type LinkDomainTarget = { type: 'CNAME' | 'A' | 'AAAA'; value: string };

/**
 * A host name is a CNAME's target, an address an A (or AAAA) record's value; anything else (a single label such as
 * localhost, a URL) is null. Brackets of an IPv6 address as a URL writes it are dropped.
 */
export function linkDomainTargetOf(value: string): LinkDomainTarget | null {
  const bare = value.trim().replace(/^\[(.*)\]$/, '$1');
  const family = isIP(bare);
  if (family !== 0) return { type: family === 4 ? 'A' : 'AAAA', value: bare };
  const name = bare.toLowerCase().replace(/\.$/, '');
  return isHostname(name) ? { type: 'CNAME', value: name } : null;
}

/** APP_URL's host as the target; a single label (localhost on a development machine) is kept as it is. */
function appHostTarget(appUrl = 'http://localhost'): LinkDomainTarget {
  const host = new URL(appUrl).hostname;
  return linkDomainTargetOf(host) ?? { type: 'CNAME', value: host };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Daily backups kept when BACKUP_KEEP is not set: a week. */
export const DEFAULT_BACKUP_KEEP = 7;

/** In production the configured admin's password must survive a dictionary attack. */
export const PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH = 12;

export function isWeakAdminPassword(password: string): boolean {
  return password.length < PRODUCTION_ADMIN_PASSWORD_MIN_LENGTH || isCommonPassword(password);
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

type TrustProxy = false | number | string;

/**
 * TRUST_PROXY as Fastify takes it: unset/false/0 -> false, a hop count -> number, else a comma-separated list of
 * addresses, CIDRs or proxy-addr's names.
 */
function parseTrustProxy(value: string | undefined): { value: TrustProxy } | { error: string } {
  if (value === undefined || value === 'false' || value === '0') return { value: false };
  if (value === 'true') {
    return {
      error:
        'true would believe any X-Forwarded-For a client sends: give the number of proxies in front (1) or their addresses (10.0.0.0/8)',
    };
  }
  if (/^\d{1,2}$/.test(value)) return { value: Number(value) };
  const entries = value.split(',').map((entry) => entry.trim());
  const isValid = (entry: string) =>
    proxyNames.has(entry) || ipaddr.isValid(entry) || (entry.includes('/') && ipaddr.isValidCIDR(entry));
  const bad = entries.filter((entry) => !isValid(entry));
  if (bad.length > 0) return { error: `not a hop count, address or CIDR: ${bad.join(', ')}` };
  return { value: entries.join(',') };
}

const durationUnits = { s: 1, m: 60, h: 3600, d: 86400 } as const;

function parseDuration(value: string): number {
  const unit = value.slice(-1) as keyof typeof durationUnits;
  return Number(value.slice(0, -1)) * durationUnits[unit];
}

/** Reads the environment once; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (`REDIS_URL= npm start`).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    // (?<!/) starts a match at the first slash of a run only, which keeps the search linear.
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/(?<!\/)\/+$/, ''),
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    jwtSecret: env.JWT_SECRET,
    jwtExpiresInSeconds: parseDuration(env.JWT_EXPIRES_IN),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactEmail: env.CONTACT_EMAIL,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : null,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    redisUrl: env.REDIS_URL,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : null,
    metricsToken: env.METRICS_TOKEN,
    metricsDashboardUrl: env.METRICS_DASHBOARD_URL,
    logLevel: env.LOG_LEVEL,
    // A bad value was refused by the schema's check above.
    trustProxy: (parseTrustProxy(env.TRUST_PROXY) as { value: TrustProxy }).value,
    enableTestRoutes: env.ENABLE_TEST_ROUTES,
    isExportWorkerOn: !env.DISABLE_EXPORT_WORKER,
    isCrmWorkerOn: !env.DISABLE_CRM_WORKER,
    isWalletWorkerOn: !env.DISABLE_WALLET_WORKER,
    crm: {
      hubspotApiBase: env.HUBSPOT_API_BASE.replace(/(?<!\/)\/+$/, ''),
      salesforceLoginUrl: env.SALESFORCE_LOGIN_URL.replace(/(?<!\/)\/+$/, ''),
      salesforce:
        env.SALESFORCE_CLIENT_ID && env.SALESFORCE_CLIENT_SECRET
          ? { clientId: env.SALESFORCE_CLIENT_ID, clientSecret: env.SALESFORCE_CLIENT_SECRET }
          : null,
    },
    webDistDir: env.WEB_DIST_DIR,
    migrationsDir: env.MIGRATIONS_DIR,
    backups: env.BACKUP_DIR ? { dir: env.BACKUP_DIR, keep: env.BACKUP_KEEP ?? DEFAULT_BACKUP_KEEP } : null,
    organisationDeletionGraceDays: env.ORGANISATION_DELETION_GRACE_DAYS,
    apiKeyRequestsPerMinute: env.API_KEY_REQUESTS_PER_MINUTE,
    dnsServers: (env.DNS_SERVERS ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    linkDomainTarget: linkDomainTargetOf(env.LINK_DOMAIN_TARGET ?? '') ?? appHostTarget(env.APP_URL),
    ssoAllowHttpIssuers: env.SSO_ALLOW_HTTP_ISSUERS,
    sun: {
      metaReadKey: env.SUN_META_READ_KEY?.toUpperCase() ?? null,
      fileReadKey: env.SUN_FILE_READ_KEY?.toUpperCase() ?? null,
      diversification: env.SUN_KEY_DIVERSIFICATION,
      keyVersion: env.SUN_KEY_VERSION,
    },
    appleWallet:
      env.APPLE_PASS_TYPE_ID && env.APPLE_TEAM_ID && env.APPLE_PASS_CERT && env.APPLE_PASS_KEY && env.APPLE_WWDR_CERT
        ? {
            passTypeId: env.APPLE_PASS_TYPE_ID,
            teamId: env.APPLE_TEAM_ID,
            certificate: pemOf('APPLE_PASS_CERT', env.APPLE_PASS_CERT),
            privateKey: pemOf('APPLE_PASS_KEY', env.APPLE_PASS_KEY),
            privateKeyPassphrase: env.APPLE_PASS_KEY_PASSPHRASE,
            wwdrCertificate: pemOf('APPLE_WWDR_CERT', env.APPLE_WWDR_CERT),
            apns: {
              host: env.APPLE_APNS_HOST.replace(/(?<!\/)\/+$/, ''),
              key:
                env.APPLE_APNS_KEY && env.APPLE_APNS_KEY_ID
                  ? { pem: pemOf('APPLE_APNS_KEY', env.APPLE_APNS_KEY), keyId: env.APPLE_APNS_KEY_ID }
                  : null,
            },
          }
        : null,
    googleWallet:
      env.GOOGLE_WALLET_ISSUER_ID && env.GOOGLE_WALLET_SERVICE_ACCOUNT
        ? {
            issuerId: env.GOOGLE_WALLET_ISSUER_ID,
            serviceAccount: serviceAccountOf(env.GOOGLE_WALLET_SERVICE_ACCOUNT),
            apiBase: env.GOOGLE_WALLET_API_BASE.replace(/(?<!\/)\/+$/, ''),
          }
        : null,
  };
}

/** A PEM given as its text or as a file's path, read at start so a wrong path stops the server with its name. */
function pemOf(name: string, value: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    const text = readFileSync(value, 'utf8');
    if (!text.includes('-----BEGIN')) throw new Error('no PEM block in it');
    return text;
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: not PEM text, and no PEM file at ${value} (${(error as Error).message})`,
    );
  }
}

const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('-----BEGIN'),
  token_uri: z.url({ protocol: /^https?$/ }).default('https://oauth2.googleapis.com/token'),
});

/** Google's service account key file (JSON), as its text or a path to it: the e-mail, key and token endpoint. */
function serviceAccountOf(value: string) {
  let text = value;
  if (!value.trimStart().startsWith('{')) {
    try {
      text = readFileSync(value, 'utf8');
    } catch (error) {
      throw new ConfigError(
        `Invalid configuration:\n  GOOGLE_WALLET_SERVICE_ACCOUNT: not JSON, and no file at ${value} (${(error as Error).message})`,
      );
    }
  }
  let parsed: z.infer<typeof serviceAccountSchema>;
  try {
    parsed = serviceAccountSchema.parse(JSON.parse(text));
  } catch {
    throw new ConfigError(
      'Invalid configuration:\n  GOOGLE_WALLET_SERVICE_ACCOUNT: not a service account key (client_email, private_key)',
    );
  }
  return { clientEmail: parsed.client_email, privateKey: parsed.private_key, tokenUri: parsed.token_uri };
}
