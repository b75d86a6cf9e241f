import type { Context, Hono } from 'hono';
import QRCode from 'qrcode';
import type { BackendServices } from '../context.ts';
import type { SqlExecutor } from '../db/database.ts';
import { AuthError } from './errors.ts';
import {
  MAX_ENROLLED_FACTORS,
  MAX_VERIFIED_FACTORS,
  addAmrClaim,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  listFactors,
  sessionAal,
  type FactorRecord,
} from './factors.ts';
import {
  clientInfo,
  enforceRateLimit,
  readJsonObject,
  requireSignedInUser,
  stringField,
  tokenSettings,
  type SignedInCaller,
} from './request.ts';
import { newSessionRefreshToken, sessionJson } from './sessions.ts';
import { newTotpSecret, otpauthUri, totpMatchingStep } from './totp.ts';
import { findUserById } from './users.ts';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');

/**
 * GoTrue's /factors (supabase/auth internal/api/mfa.go), TOTP only: enrol, challenge, verify
 * and unenrol; the list is the `factors` of GET /user. Phone and WebAuthn factors answer
 * 422 as a GoTrue with those factor types turned off does.
 */
export function mountFactorRoutes(app: Hono, services: BackendServices): void {
  const { db } = services;

  /** requireAuthentication + requireNotAnonymous, then loadFactor when the path names one. */
  async function caller(c: Context, tx: SqlExecutor): Promise<SignedInCaller> {
    const signedIn = await requireSignedInUser(c, services, tx);
    if (signedIn.user.isAnonymous) {
      throw new AuthError(
        403,
        'no_authorization',
        'Anonymous user not allowed to perform these actions',
      );
    }
    return signedIn;
  }

  async function ownedFactor(c: Context, tx: SqlExecutor, userId: string): Promise<FactorRecord> {
    const factorId = c.req.param('factorId') ?? '';
    if (!/^[0-9a-f-]{36}$/i.test(factorId)) {
      throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
    }
    const factor = await findOwnedFactor(tx, userId, factorId);
    if (!factor) throw factorNotFound();
    return factor;
  }

  app.post('/factors', async (c) => {
    const body = await readJsonObject(c);
    const factorType = stringField(body, 'factor_type');
    const friendlyName = stringField(body, 'friendly_name');
    const enrolled = await db.transaction(async (tx) => {
      const { user, sessionId } = await caller(c, tx);
      if (factorType === 'phone' || factorType === 'webauthn') {
        throw new AuthError(
          422,
          `mfa_${factorType}_enroll_not_enabled`,
          `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
        );
      }
      if (factorType !== 'totp') {
        throw new AuthError(
          400,
          'validation_failed',
          'factor_type needs to be totp, phone, or webauthn',
        );
      }
      // validateFactors: expired set-ups dropped, names unique, counts and aal checked.
      await deleteExpiredFactors(tx);
      const factors = await listFactors(tx, user.id);
      if (factors.some((factor) => (factor.friendlyName ?? '') === friendlyName)) {
        throw new AuthError(
          422,
          'mfa_factor_name_conflict',
          `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
        );
      }
      const verified = factors.filter((factor) => factor.status === 'verified').length;
      if (factors.length >= MAX_ENROLLED_FACTORS || verified >= MAX_VERIFIED_FACTORS) {
        throw new AuthError(
          422,
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (verified > 0 && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const issuer = stringField(body, 'issuer') || new URL(services.mail.siteUrl).host;
      const secret = newTotpSecret();
      const factor = await insertTotpFactor(tx, user.id, friendlyName, secret);
      return { factor, uri: otpauthUri(issuer, user.email ?? '', secret), secret };
    });
    // GoTrue draws the QR code as SVG (error correction H); supabase-js makes it a data URL.
    const qrCode = await QRCode.toString(enrolled.uri, { type: 'svg', errorCorrectionLevel: 'H' });
    return c.json({
      id: enrolled.factor.id,
      type: 'totp',
      friendly_name: enrolled.factor.friendlyName ?? '',
      totp: { qr_code: qrCode, secret: enrolled.secret, uri: enrolled.uri },
    });
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    enforceRateLimit(c, services, 'mfa');
    await readJsonObject(c);
    const challenge = await db.transaction(async (tx) => {
      const { user } = await caller(c, tx);
      const factor = await ownedFactor(c, tx, user.id);
      if (factor.factorType !== 'totp') {
        throw new AuthError(
          422,
          `mfa_${factor.factorType}_verify_not_enabled`,
          'MFA verification is disabled for this factor type',
        );
      }
      return insertChallenge(tx, factor.id, clientInfo(c).ip);
    });
    return c.json({ id: challenge.id, type: 'totp', expires_at: challenge.expiresAt });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    enforceRateLimit(c, services, 'mfa');
    const body = await readJsonObject(c);
    const code = stringField(body, 'code');
    const challengeId = stringField(body, 'challenge_id');
    const outcome = await db.transaction(async (tx) => {
      const { user, sessionId } = await caller(c, tx);
      const factor = await ownedFactor(c, tx, user.id);
      if (code === '') throw new AuthError(400, 'validation_failed', 'Code needs to be non-empty');
      if (factor.factorType !== 'totp' || factor.secret === null) throw factorNotFound();
      const challenge = await findChallenge(tx, factor.id, challengeId);
      if (!challenge) {
        throw new AuthError(
          422,
          'mfa_factor_not_found',
          'MFA factor with the provided challenge ID not found',
        );
      }
      if (challenge.verified || challenge.ip !== (clientInfo(c).ip ?? '0.0.0.0')) {
        throw new AuthError(
          422,
          'mfa_ip_address_mismatch',
          'Challenge and verify IP addresses mismatch.',
        );
      }
      if (challenge.expired) {
        await tx.query('delete from auth.mfa_challenges where id = $1::uuid', [challenge.id]);
        return { expired: challenge.id } as const;
      }
      const step = totpMatchingStep(factor.secret, code);
      if (step === null) return { invalid: true } as const;
      // RFC 6238 section 5.2: a code accepted once is not accepted again, nor one of an
      // earlier step (within its skew window it would still match).
      const unusedStep = await tx.query(
        `update auth.mfa_factors set last_totp_step = $2::bigint
         where id = $1::uuid and (last_totp_step is null or last_totp_step < $2::bigint)
         returning id`,
        [factor.id, String(step)],
      );
      if (unusedStep.rows.length === 0) return { invalid: true } as const;

      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1::uuid', [
        challenge.id,
      ]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`,
        [factor.id],
      );
      // updateMFASessionAndClaims: the session gains the totp claim (aal2) and a new refresh
      // token; the aal1 tokens it held stop working. Other aal1 sessions of the user end, and
      // the user's other unverified TOTP set-ups are dropped.
      await addAmrClaim(tx, sessionId, 'totp');
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now()
         where id = $1::uuid`,
        [sessionId, factor.id],
      );
      await tx.query(
        `delete from auth.sessions where user_id = $1::uuid and coalesce(aal, 'aal1') < 'aal2'`,
        [user.id],
      );
      await tx.query(
        `delete from auth.mfa_factors
         where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`,
        [user.id],
      );
      const refreshToken = await newSessionRefreshToken(tx, user.id, sessionId);
      const fresh = await findUserById(tx, user.id);
      if (!fresh) throw factorNotFound();
      return {
        session: await sessionJson(tx, tokenSettings(services), fresh, sessionId, refreshToken),
      };
    });
    if ('expired' in outcome) {
      throw new AuthError(
        422,
        'mfa_challenge_expired',
        `MFA challenge ${outcome.expired} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if ('invalid' in outcome) {
      throw new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered');
    }
    return c.json(outcome.session);
  });

  app.delete('/factors/:factorId', async (c) => {
    const factorId = await db.transaction(async (tx) => {
      const { user, sessionId } = await caller(c, tx);
      const factor = await ownedFactor(c, tx, user.id);
      if (factor.status === 'verified' && (await sessionAal(tx, sessionId)) !== 'aal2') {
        throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
      }
      await deleteFactor(tx, factor);
      return factor.id;
    });
    return c.json({ id: factorId });
  });
}
