import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '../../../domain/messages';
import { adminSettingsResponse, companyInfoInput, companyLegal, companyLegalView, gatePasswordInput } from '../../../domain/schemas/settings';
import { companyInfo } from '../../../domain/schemas/site';
import { privacyNoticeInput, privacyNoticeSaveResponse } from '../../../domain/schemas/privacy-notice';
import type { AppDeps } from '../../deps';
import { clock } from '../../lib/clock';
import { savePrivacyNotice } from '../../modules/privacy-notice/privacy-notice.service';
import { actorOf } from '../../plugins/http/access';
import { getAdminSettings, saveCompanyInfo, saveCompanyLegal, setGatePassword } from '../../modules/site/admin-settings.service';

/** /admin/settings: gate password and the company contact data used by the public site. */
export const adminSettingsRoutes = (deps: AppDeps): FastifyPluginAsync => async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, gate } = deps;
  const tags = ['configurações'];

  app.get(
    '/api/admin/settings',
    {
      config: { access: { permission: 'manage:settings' } },
      schema: { tags, summary: 'Configurações do site', response: { 200: adminSettingsResponse } },
    },
    async () => getAdminSettings(db, config, gate),
  );

  app.put(
    '/api/admin/settings/gate-password',
    {
      config: { access: { permission: 'manage:settings' } },
      schema: { tags, summary: 'Definir ou remover a senha da Área Restrita', body: gatePasswordInput, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => ({
      message: await setGatePassword(db, gate, actorOf(request), request.body.password, request.log),
    }),
  );

  app.put(
    '/api/admin/settings/company',
    {
      config: { access: { permission: 'manage:settings' } },
      schema: { tags, summary: 'Dados de contato e WhatsApp da empresa', body: companyInfoInput, response: { 200: z.object({ company: companyInfo, message: z.string() }) } },
    },
    async (request) => ({
      company: await saveCompanyInfo(db, config, actorOf(request), request.body, request.log),
      message: messages.settingsSaved,
    }),
  );

  app.put(
    '/api/admin/settings/company-legal',
    {
      config: { access: { permission: 'manage:settings' } },
      schema: {
        tags,
        summary: 'Razão social e CNPJ impressos nos recibos',
        body: companyLegal,
        response: { 200: z.object({ legal: companyLegalView, message: z.string() }) },
      },
    },
    async (request) => ({
      legal: await saveCompanyLegal(db, config, actorOf(request), request.body, request.log),
      message: messages.settingsSaved,
    }),
  );

  app.put(
    '/api/admin/settings/privacy',
    {
      config: { access: { permission: 'manage:privacy_notice' } },
      schema: {
        tags,
        summary: 'Aviso de privacidade (texto, versão) e encarregado de dados: só o master',
        body: privacyNoticeInput,
        response: { 200: privacyNoticeSaveResponse },
      },
    },
    async (request) => savePrivacyNotice(db, config, actorOf(request), request.body, clock.now(), request.log),
  );
};
