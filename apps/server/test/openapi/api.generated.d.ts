export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the process is alive
         * @description Public: no credentials needed.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the database answers
         * @description Public: no credentials needed.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the active plans
         * @description Public: no credentials needed.
         */
        get: operations["listPublicPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/billing-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tell whether checkout runs in test mode
         * @description Public: no credentials needed.
         */
        get: operations["getBillingMode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an organisation account
         * @description Public: no credentials needed.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirm an e-mail address
         * @description Public: no credentials needed.
         */
        get: operations["verifyEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/resend-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a fresh verification link
         * @description Public: no credentials needed.
         */
        post: operations["resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in and get a session token
         * @description Public: no credentials needed.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a password reset link
         * @description Public: no credentials needed.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset link
         * @description Public: no credentials needed.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke every session of the account
         * @description A session only: API keys are refused here.
         */
        post: operations["signOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start single sign-on for a work e-mail address
         * @description Public: no credentials needed.
         */
        get: operations["startSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/oidc/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish an OpenID Connect sign-in (redirect from the identity provider)
         * @description Public: no credentials needed.
         */
        get: operations["finishOidcSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Trade a single sign-on code for a session token
         * @description Public: no credentials needed.
         */
        post: operations["exchangeSsoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/saml/metadata": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * SAML service provider metadata
         * @description Public: no credentials needed.
         */
        get: operations["getSamlServiceProviderMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sso/saml/acs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * SAML assertion consumer service (HTTP-POST)
         * @description Public: no credentials needed.
         */
        post: operations["consumeSamlResponse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the signed-in user
         * @description A session only: API keys are refused here.
         */
        get: operations["getProfile"];
        /**
         * Update the organisation fields of the profile
         * @description A session only: API keys are refused here.
         */
        put: operations["updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the hub's figures and latest events
         * @description A session only: API keys are refused here.
         */
        get: operations["getActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the first-run checklist
         * @description A session only: API keys are refused here.
         */
        get: operations["getChecklist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the password
         * @description A session only: API keys are refused here.
         */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags
         * @description A session, or an API key with the `tags:read` scope.
         */
        get: operations["listTags"];
        put?: never;
        /**
         * Create a tag
         * @description A session, or an API key with the `tags:write` scope.
         */
        post: operations["createTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tags still unscanned after delivery
         * @description A session, or an API key with the `tags:read` scope.
         */
        get: operations["listTagAlerts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag
         * @description A session, or an API key with the `tags:read` scope.
         */
        get: operations["getTag"];
        /**
         * Replace a tag's fields
         * @description A session, or an API key with the `tags:write` scope.
         */
        put: operations["updateTag"];
        post?: never;
        /**
         * Delete a tag, its document and its scans
         * @description A session, or an API key with the `tags:write` scope.
         */
        delete: operations["deleteTag"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag's scan analytics
         * @description A session, or an API key with the `analytics:read` scope.
         */
        get: operations["getTagAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tag's latest scans
         * @description A session, or an API key with the `analytics:read` scope.
         */
        get: operations["listRecentTagScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/chip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Bind a tag to its chip
         * @description A session, or an API key with the `tags:write` scope.
         */
        put: operations["bindTagChip"];
        post?: never;
        /**
         * Unbind a tag from its chip
         * @description A session, or an API key with the `tags:write` scope.
         */
        delete: operations["unbindTagChip"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List cards
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["listCards"];
        put?: never;
        /**
         * Create a card
         * @description A session, or an API key with the `cards:write` scope.
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCard"];
        /**
         * Update a card
         * @description A session, or an API key with the `cards:write` scope.
         */
        put: operations["updateCard"];
        post?: never;
        /**
         * Delete a card and its images
         * @description A session, or an API key with the `cards:write` scope.
         */
        delete: operations["deleteCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/image-presigned-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a short-lived link to a card's image
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCardImageUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/email-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card as an e-mail signature
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCardEmailSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/wallet/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get links to a card's wallet passes
         * @description Signed links, valid for an hour, that open the card's Apple Wallet pass or Google Wallet save page without a session (for a phone); null for a wallet that is not set up.
         *
         *     A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCardWalletLinks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/wallet/apple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card's Apple Wallet pass
         * @description The signed .pkpass file (application/vnd.apple.pkpass) of the card as it is now; Wallet keeps it up to date. 404 when Apple Wallet is not set up on this server.
         *
         *     A session, or an API key with the `cards:read` scope.
         */
        get: operations["getAppleWalletPass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/wallet/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card's Google Wallet save link
         * @description A https://pay.google.com/gp/v/save/ link carrying the card's pass, signed by this server's Google service account; from then on changes to the card reach the saved pass. 404 when Google Wallet is not set up.
         *
         *     A session, or an API key with the `cards:read` scope.
         */
        get: operations["getGoogleWalletLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which wallets are set up
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getWalletAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/links/{token}/apple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a wallet link's Apple Wallet pass
         * @description A signed link from the portal or an invitation mail; answers the .pkpass file.
         *
         *     Public: no credentials needed.
         */
        get: operations["openAppleWalletLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/wallet/links/{token}/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open a wallet link's Google Wallet pass
         * @description A signed link from the portal or an invitation mail; redirects to Google Wallet's save page.
         *
         *     Public: no credentials needed.
         */
        get: operations["openGoogleWalletLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a device for a pass's updates
         * @description PassKit web service: Wallet registers for pushes about the pass, authenticated with `Authorization: ApplePass <token>`. 201 registered, 200 already registered, 401 wrong token.
         *
         *     Public: no credentials needed.
         */
        post: operations["registerPassDevice"];
        /**
         * Unregister a device from a pass's updates
         * @description PassKit web service: the pass left Wallet, or its updates were switched off. 401 wrong token.
         *
         *     Public: no credentials needed.
         */
        delete: operations["unregisterPassDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkit/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a device's changed passes
         * @description PassKit web service: the serial numbers of the passes the device registered for that changed after `passesUpdatedSince` (all without it). 204 when none did.
         *
         *     Public: no credentials needed.
         */
        get: operations["listUpdatedPasses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkit/v1/passes/{passTypeIdentifier}/{serialNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the latest version of a pass
         * @description PassKit web service: the signed .pkpass as the card is now, with Last-Modified; 304 when If-Modified-Since is not older. 401 wrong token.
         *
         *     Public: no credentials needed.
         */
        get: operations["getUpdatedPass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passkit/v1/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receive log messages from Wallet
         * @description PassKit web service: Wallet's error messages about this service, written to the server log (the first 10, each cut at 500 characters).
         *
         *     Public: no credentials needed.
         */
        post: operations["logPasskitMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/wallet-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail every member their wallet links
         * @description Each active member with a card gets one mail with an "Add to Apple Wallet" and an "Add to Google Wallet" link per card (the wallets set up here), valid for 30 days. 409 when no wallet is set up.
         *
         *     A session only: API keys are refused here.
         */
        post: operations["sendWalletInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr-style": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the QR code style
         * @description A session only: API keys are refused here.
         */
        get: operations["getQrStyle"];
        /**
         * Save the QR code colours
         * @description A session only: API keys are refused here.
         */
        put: operations["updateQrStyle"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr-style/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the QR code logo
         * @description A session only: API keys are refused here.
         */
        post: operations["uploadQrLogo"];
        /**
         * Remove the QR code logo
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteQrLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/qr-style/preview.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Preview a QR code in unsaved colours
         * @description A session only: API keys are refused here.
         */
        get: operations["previewQrStyle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag's QR code as SVG
         * @description A session, or an API key with the `tags:read` scope.
         */
        get: operations["getTagQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tags/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tag's QR code as PNG
         * @description A session, or an API key with the `tags:read` scope.
         */
        get: operations["getTagQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card's QR code as SVG
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCardQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf-configs/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a card's QR code as PNG
         * @description A session, or an API key with the `cards:read` scope.
         */
        get: operations["getCardQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get what a public card page shows
         * @description Public: no credentials needed.
         */
        get: operations["getSharedCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}/images/{image}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a public card's photo or logo
         * @description Public: no credentials needed.
         */
        get: operations["getSharedCardImage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/signature-icons/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a social network's icon for e-mail signatures
         * @description Public: no credentials needed.
         */
        get: operations["getSignatureIcon"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/download/{downloadToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a card as a vCard file
         * @description Public: no credentials needed.
         */
        get: operations["downloadVcard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a public card's QR code as PNG
         * @description Public: no credentials needed.
         */
        get: operations["getSharedCardQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}/manifest.webmanifest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a public card's web app manifest
         * @description Public: no credentials needed.
         */
        get: operations["getSharedCardManifest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}/wallet-logo.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a public card's Google Wallet logo
         * @description The card's logo, else its organisation's brand logo, else its photo, as a 660 px square PNG for its Google Wallet pass. 404 when Google Wallet is not set up or the card has no picture.
         *
         *     Public: no credentials needed.
         */
        get: operations["getSharedCardWalletLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcf/share/{downloadToken}/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Share a visitor's details with a card's owner
         * @description Public: no credentials needed.
         */
        post: operations["createLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List leads
         * @description A session, or an API key with the `leads:read` scope.
         */
        get: operations["listLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export leads as CSV
         * @description A session, or an API key with the `leads:read` scope.
         */
        get: operations["exportLeadsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the labels in use on the caller's leads
         * @description A session, or an API key with the `leads:read` scope.
         */
        get: operations["listLeadLabels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a lead with its notes and history
         * @description A session, or an API key with the `leads:read` scope.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        /**
         * Delete a lead
         * @description A session, or an API key with the `leads:write` scope.
         */
        delete: operations["deleteLead"];
        options?: never;
        head?: never;
        /**
         * Change a lead's status, assignee or labels
         * @description A session, or an API key with the `leads:write` scope.
         */
        patch: operations["updateLead"];
        trace?: never;
    };
    "/api/leads/{id}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a note to a lead
         * @description A session, or an API key with the `leads:write` scope.
         */
        post: operations["createLeadNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a note of a lead
         * @description A session, or an API key with the `leads:write` scope.
         */
        delete: operations["deleteLeadNote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/{id}/crm/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Retry a lead's failed CRM sync
         * @description A session, or an API key with the `leads:write` scope.
         */
        post: operations["retryLeadCrmSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the team: members, invitations and seats
         * @description A session only: API keys are refused here.
         */
        get: operations["getTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite one person by e-mail
         * @description A session only: API keys are refused here.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite everyone in a CSV file
         * @description A session only: API keys are refused here.
         */
        post: operations["createInvitationsFromCsv"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{idOrToken}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Show who invites whom, for the join page
         * @description Public: no credentials needed.
         */
        get: operations["previewInvitation"];
        put?: never;
        post?: never;
        /**
         * Withdraw an open invitation
         * @description A session only: API keys are refused here.
         */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail an open invitation again
         * @description A session only: API keys are refused here.
         */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{id}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a new invitation link to copy
         * @description A session only: API keys are refused here.
         */
        post: operations["renewInvitationLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation and create the account
         * @description Public: no credentials needed.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role or activation
         * @description A session only: API keys are refused here.
         */
        put: operations["updateMember"];
        post?: never;
        /**
         * Remove a member
         * @description A session only: API keys are refused here.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get per-member figures
         * @description A session, or an API key with the `analytics:read` scope.
         */
        get: operations["getTeamAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export per-member figures as CSV
         * @description A session, or an API key with the `analytics:read` scope.
         */
        get: operations["exportTeamAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand the organisation to another member
         * @description A session only: API keys are refused here.
         */
        post: operations["transferOwnership"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/scim-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the SCIM token (replacing the one before)
         * @description A session only: API keys are refused here.
         */
        post: operations["createScimToken"];
        /**
         * Revoke the SCIM token
         * @description A session only: API keys are refused here.
         */
        delete: operations["revokeScimToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the single sign-on settings
         * @description A session only: API keys are refused here.
         */
        get: operations["getSsoSettings"];
        /**
         * Set the single sign-on connection
         * @description A session only: API keys are refused here.
         */
        put: operations["saveSsoConnection"];
        post?: never;
        /**
         * Remove the single sign-on connection
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteSsoConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a test sign-in with the connection
         * @description A session only: API keys are refused here.
         */
        post: operations["testSsoConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List card templates
         * @description A session only: API keys are refused here.
         */
        get: operations["listCardTemplates"];
        put?: never;
        /**
         * Create a card template
         * @description A session only: API keys are refused here.
         */
        post: operations["createCardTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/templates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a card template
         * @description A session only: API keys are refused here.
         */
        put: operations["updateCardTemplate"];
        post?: never;
        /**
         * Delete a card template
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteCardTemplate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the default template settings
         * @description A session only: API keys are refused here.
         */
        get: operations["getTeamSettings"];
        /**
         * Set the default template
         * @description A session only: API keys are refused here.
         */
        put: operations["updateTeamSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation’s domains
         * @description A session only: API keys are refused here.
         */
        get: operations["listDomains"];
        put?: never;
        /**
         * Add a domain to verify
         * @description A session only: API keys are refused here.
         */
        post: operations["addDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a domain by its TXT record
         * @description A session only: API keys are refused here.
         */
        post: operations["verifyDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a domain
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteDomain"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/tls-ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ask whether a host may get a certificate
         * @description For the TLS proxy in front (Caddy’s on-demand TLS): 200 when the host serves an organisation’s links, 404 otherwise.
         *
         *     Public: no credentials needed.
         */
        get: operations["askLinkDomainCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation’s link domains
         * @description A session only: API keys are refused here.
         */
        get: operations["listLinkDomains"];
        put?: never;
        /**
         * Add a link domain
         * @description A session only: API keys are refused here.
         */
        post: operations["addLinkDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a link domain
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteLinkDomain"];
        options?: never;
        head?: never;
        /**
         * Change a link domain
         * @description A session only: API keys are refused here.
         */
        patch: operations["updateLinkDomain"];
        trace?: never;
    };
    "/api/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a link domain by its TXT record
         * @description A session only: API keys are refused here.
         */
        post: operations["verifyLinkDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso/enforcement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Require single sign-on for the verified domains
         * @description A session only: API keys are refused here.
         */
        put: operations["setSsoEnforcement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/team/sso/group-roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Map identity-provider groups to roles
         * @description A session only: API keys are refused here.
         */
        put: operations["setSsoGroupRoles"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the brand kit
         * @description A session only: API keys are refused here.
         */
        get: operations["getBrandKit"];
        /**
         * Save the brand kit
         * @description A session only: API keys are refused here.
         */
        put: operations["updateBrandKit"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/brand/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the brand logo
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteBrandLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/brand/cover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove the brand cover
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteBrandCover"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/retention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the lead and scan retention
         * @description A session only: API keys are refused here.
         */
        get: operations["getRetention"];
        /**
         * Set the lead retention
         * @description A session only: API keys are refused here.
         */
        put: operations["updateRetention"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the recent exports
         * @description A session only: API keys are refused here.
         */
        get: operations["listOrganisationExports"];
        put?: never;
        /**
         * Start an export of the organisation
         * @description A session only: API keys are refused here.
         */
        post: operations["createOrganisationExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one export's state
         * @description A session only: API keys are refused here.
         */
        get: operations["getOrganisationExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an export's zip file
         * @description Public: no credentials needed.
         */
        get: operations["downloadOrganisationExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/nfc-scan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a view of a public card
         * @description Public: no credentials needed.
         */
        post: operations["recordCardView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the platform
         * @description Public: no credentials needed.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/calculate-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Quote an order
         * @description A session only: API keys are refused here.
         */
        post: operations["calculateOrderPrice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place an order
         * @description A session only: API keys are refused here.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation's orders
         * @description A session only: API keys are refused here.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/orders/{id}/encoding-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download an order's encoding sheet (CSV)
         * @description One line per tag of an order with verified taps: its scan link template, the SDM offsets in the NDEF file, the key reference (never a key) and the bound chip UID. 409 for an order without verified taps.
         *
         *     A session only: API keys are refused here.
         */
        get: operations["getOrderEncodingSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/create-checkout-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a checkout for a plan
         * @description A session only: API keys are refused here.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/create-portal-session-for-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a plan change at the payment provider
         * @description A session only: API keys are refused here.
         */
        post: operations["createPlanChangeSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/manage-subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open the payment provider's portal
         * @description A session only: API keys are refused here.
         */
        post: operations["createBillingPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscriptions/verify-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a checkout
         * @description A session only: API keys are refused here.
         */
        post: operations["verifyCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a webhook endpoint's signing secret
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test delivery
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/samples/scan.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sample scan.created delivery
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["getScanCreatedSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/samples/lead.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sample lead.created delivery
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["getLeadCreatedSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/samples/order.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sample order.status_changed delivery
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["getOrderStatusChangedSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/samples/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sample ping delivery
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["getPingSample"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a webhook endpoint's deliveries
         * @description A session, or an API key with the `webhooks:write` scope.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organisation's API keys (never their secrets)
         * @description A session only: API keys are refused here.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key; the answer holds the key, shown this once
         * @description A session only: API keys are refused here.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the CRM connections
         * @description A session only: API keys are refused here.
         */
        get: operations["listIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/hubspot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Connect HubSpot with a private-app access token
         * @description A session only: API keys are refused here.
         */
        put: operations["connectHubspot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/salesforce/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start connecting Salesforce (OAuth 2)
         * @description A session only: API keys are refused here.
         */
        post: operations["authorizeSalesforce"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Disconnect a CRM
         * @description A session only: API keys are refused here.
         */
        delete: operations["disconnectIntegration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/integrations/salesforce/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish connecting Salesforce (OAuth 2 redirect)
         * @description Public: no credentials needed.
         */
        get: operations["completeSalesforceAuthorization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Schedule the organisation's erasure
         * @description A session only: API keys are refused here.
         */
        delete: operations["scheduleOrganisationErasure"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organisation/deletion/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel the scheduled erasure
         * @description A session only: API keys are refused here.
         */
        post: operations["cancelOrganisationErasure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete your own account
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteOwnAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/leads/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase every lead of one e-mail address
         * @description A session only: API keys are refused here.
         */
        post: operations["eraseLeadsByEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every user
         * @description A session only: API keys are refused here.
         */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a user's plan, quota or activation
         * @description A session only: API keys are refused here.
         */
        put: operations["updateAdminUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the admin changes to one user
         * @description A session only: API keys are refused here.
         */
        get: operations["listAdminUserAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every plan
         * @description A session only: API keys are refused here.
         */
        get: operations["listAdminPlans"];
        put?: never;
        /**
         * Create a plan
         * @description A session only: API keys are refused here.
         */
        post: operations["createPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a plan
         * @description A session only: API keys are refused here.
         */
        put: operations["updatePlan"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the platform figures
         * @description A session only: API keys are refused here.
         */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/timeseries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get scans, sign-ups and orders per day
         * @description A session only: API keys are refused here.
         */
        get: operations["getAdminTimeseries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the latest admin changes
         * @description A session only: API keys are refused here.
         */
        get: operations["listAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List every order
         * @description A session only: API keys are refused here.
         */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change an order's status
         * @description A session only: API keys are refused here.
         */
        put: operations["updateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/logo-presigned-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a short-lived link to an order's logo
         * @description A session only: API keys are refused here.
         */
        get: operations["getOrderLogoUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/encoding-sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download any order's encoding sheet (CSV)
         * @description A session only: API keys are refused here.
         */
        get: operations["getAdminOrderEncodingSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/tiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List price tiers
         * @description A session only: API keys are refused here.
         */
        get: operations["listPriceTiers"];
        put?: never;
        /**
         * Create a price tier
         * @description A session only: API keys are refused here.
         */
        post: operations["createPriceTier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/tiers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a price tier
         * @description A session only: API keys are refused here.
         */
        put: operations["updatePriceTier"];
        post?: never;
        /**
         * Delete a price tier
         * @description A session only: API keys are refused here.
         */
        delete: operations["deletePriceTier"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/customizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customizations
         * @description A session only: API keys are refused here.
         */
        get: operations["listCustomizations"];
        put?: never;
        /**
         * Create a customization
         * @description A session only: API keys are refused here.
         */
        post: operations["createCustomization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/customizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a customization
         * @description A session only: API keys are refused here.
         */
        put: operations["updateCustomization"];
        post?: never;
        /**
         * Delete a customization
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteCustomization"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/shipping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List shipping rates
         * @description A session only: API keys are refused here.
         */
        get: operations["listShippingRates"];
        put?: never;
        /**
         * Create a shipping rate
         * @description A session only: API keys are refused here.
         */
        post: operations["createShippingRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pricing/shipping/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a shipping rate
         * @description A session only: API keys are refused here.
         */
        put: operations["updateShippingRate"];
        post?: never;
        /**
         * Delete a shipping rate
         * @description A session only: API keys are refused here.
         */
        delete: operations["deleteShippingRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The one error body of the API. */
        ApiError: {
            /** @description What went wrong, in English or in the language of Accept-Language (de). */
            message: string;
            /**
             * @description A stable code to branch on; the message may change.
             * @enum {string}
             */
            code: "VALIDATION" | "BAD_REQUEST" | "INVALID_CREDENTIALS" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "GONE" | "TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMITED" | "INTERNAL" | "UNAVAILABLE";
            /** @description Validation answers: a message per field, keyed by its dotted path (`email`, `links.0.url`). */
            errors?: {
                [key: string]: string;
            };
            /** @description Sign-in refused until the e-mail address is verified. */
            needsVerification?: boolean;
            /**
             * @description An API key was refused for lack of this scope (403).
             * @enum {string}
             */
            missingScope?: "tags:read" | "tags:write" | "cards:read" | "cards:write" | "leads:read" | "leads:write" | "analytics:read" | "webhooks:write";
        } & {
            [key: string]: unknown;
        };
    };
    responses: {
        /** @description The input is invalid: `errors` names each field with its message. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No valid session or API key. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Signed in, but not allowed: the role does not allow it, the e-mail address is not verified, the organisation awaits erasure, or the API key lacks the scope (the message names it). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description No such resource in the caller’s organisation. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The request conflicts with the current state (a duplicate, a limit). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The link or resource has expired. */
        Gone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body or an uploaded file is too large. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description The body or file type is not accepted. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
        /** @description Too many calls: wait `Retry-After` seconds (API keys: 600 calls a minute per key). */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before the next call. */
                "Retry-After"?: number;
                /** @description To an API key: its limit, e.g. `"default";q=600;w=60` (draft-ietf-httpapi-ratelimit-headers). */
                "RateLimit-Policy"?: string;
                /** @description To an API key: what is left of its limit and when it resets, e.g. `"default";r=0;t=42`. */
                RateLimit?: string;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ApiError"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        /**
                         * @description degraded while the configured Redis is away (decision 028)
                         * @enum {string}
                         */
                        cache: "ok" | "degraded";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        /** @enum {string} */
                        database: "pglite" | "postgres";
                        /**
                         * @description degraded while the configured Redis is away (decision 028)
                         * @enum {string}
                         */
                        cache: "ok" | "degraded";
                        message: string;
                    };
                };
            };
        };
    };
    listPublicPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Plan id (UUID) */
                        id: string;
                        /** @description Plan name, e.g. Core or Pro */
                        name: string;
                        description: string;
                        /** @description How many tags and vCards the plan allows */
                        tagLimit: number;
                        /** @description How many team members the plan allows; null: unlimited */
                        seatLimit: number | null;
                        isActive: boolean;
                        /** @description Monthly price in the plan currency, two decimals */
                        priceMonthly: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        features: string[];
                        /** @description The plan pricing pages mark as recommended */
                        isRecommended?: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getBillingMode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        isTestMode: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    organisationName: string;
                    contactFirstName: string;
                    contactLastName: string;
                    organisationStreet: string;
                    organisationNumber: string;
                    organisationPlz: string;
                    organisationCity: string;
                    /** @enum {string} */
                    organisationCountry: "Germany" | "Austria" | "Switzerland";
                    /**
                     * @description Language of the mails sent to the user
                     * @enum {string}
                     */
                    language?: "en" | "de";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            message: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    startSso: {
        parameters: {
            query?: {
                email?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    finishOidcSso: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exchangeSsoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSamlServiceProviderMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    consumeSamlResponse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @description The IdP’s base64 SAML Response (HTTP-POST binding). */
                    SAMLResponse?: string;
                    /** @description The flow id sent with the AuthnRequest; none when IdP-initiated. */
                    RelayState?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "regular";
                        isAccountActive: boolean;
                        isEmailVerified: boolean;
                        organisationName: string | null;
                        organisationStreet: string | null;
                        organisationNumber: string | null;
                        organisationPlz: string | null;
                        organisationCity: string | null;
                        organisationCountry: string | null;
                        contactFirstName: string | null;
                        contactLastName: string | null;
                        /** @enum {string} */
                        language: "en" | "de";
                        createdAt: string;
                        plan: {
                            id: string;
                            name: string;
                            tagLimit: number;
                        } | null;
                        tagQuota: number | null;
                        subscriptionStatus: ("active" | "active_cancel_pending" | "past_due" | "canceled") | null;
                        planExpiresAt: string | null;
                        organisationId: string;
                        /** @enum {string} */
                        teamRole: "owner" | "admin" | "member";
                        deletionScheduledAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organisationName: string;
                    /** @default  */
                    organisationStreet?: string;
                    /** @default  */
                    organisationNumber?: string;
                    /** @default  */
                    organisationPlz?: string;
                    organisationCity: string;
                    /** @default  */
                    organisationCountry?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "regular";
                        isAccountActive: boolean;
                        isEmailVerified: boolean;
                        organisationName: string | null;
                        organisationStreet: string | null;
                        organisationNumber: string | null;
                        organisationPlz: string | null;
                        organisationCity: string | null;
                        organisationCountry: string | null;
                        contactFirstName: string | null;
                        contactLastName: string | null;
                        /** @enum {string} */
                        language: "en" | "de";
                        createdAt: string;
                        plan: {
                            id: string;
                            name: string;
                            tagLimit: number;
                        } | null;
                        tagQuota: number | null;
                        subscriptionStatus: ("active" | "active_cancel_pending" | "past_due" | "canceled") | null;
                        planExpiresAt: string | null;
                        organisationId: string;
                        /** @enum {string} */
                        teamRole: "owner" | "admin" | "member";
                        deletionScheduledAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getActivity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        counts: {
                            tags: number;
                            vcards: number;
                            orders: number;
                            scans30d: number;
                        };
                        recent: {
                            /** @enum {string} */
                            kind: "tag_created" | "vcard_created" | "order_placed" | "scan";
                            /** @description Name of the tag or card, or the order number */
                            label: string;
                            at: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChecklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        steps: {
                            /** @enum {string} */
                            key: "choosePlan" | "createCard" | "shareCard" | "orderFobs";
                            /** @description Derived from the organisation’s data, never stored */
                            isDone: boolean;
                        }[];
                        isComplete: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTags: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description 8 base62 characters; the scan link is /t/{userFacingId} */
                        userFacingId: string;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        actionType: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                        actionData: {
                            url?: string;
                            vcfConfigId?: string;
                        };
                        campaignId: string | null;
                        campaignName: string | null;
                        groupId: string | null;
                        /** @description The order the tag arrived with */
                        orderId: string | null;
                        documentName: string | null;
                        /** @description A short-lived link to the uploaded document */
                        documentUrl: string | null;
                        /** @description The scan link on the tag's domain (its own, else the organisation's default), or on this app's host */
                        scanUrl: string;
                        /** @description The tag's own link domain; null: the organisation's default */
                        domainId: string | null;
                        scanCount: number;
                        /** @description First match wins; none matches: the tag's own target */
                        rules: {
                            /** @enum {string} */
                            os?: "ios" | "android" | "windows" | "macos" | "linux";
                            /** @description Two letters, lower case */
                            language?: string;
                            /** @description ISO date-time, inclusive */
                            from?: string;
                            /** @description ISO date-time, exclusive */
                            until?: string;
                            url: string;
                        }[];
                        /** @description Past it the scan link answers 410 */
                        expiresAt: string | null;
                        /** @description After this many visits the scan link answers 410 */
                        maxScans: number | null;
                        /**
                         * @description Whether scans must prove a tap of the chip (NTAG 424 DNA)
                         * @enum {string}
                         */
                        verification: "off" | "record" | "require";
                        /** @description With require: where unverified scans go */
                        verificationFallbackUrl: string | null;
                        /** @description The NTAG 424 DNA chip the tag is bound to */
                        chip: {
                            /** @description The chip UID, 14 hex digits */
                            uid: string;
                            /** @description The highest tap counter verified so far */
                            lastCounter: number | null;
                            /** @description When the last verified tap happened */
                            lastVerifiedAt: string | null;
                            boundAt: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    /**
                     * @default WEBSITE_LINK
                     * @enum {string}
                     */
                    actionType?: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                    actionData?: {
                        url?: string;
                        vcfConfigId?: string;
                    };
                    campaignId?: string | null;
                    campaignName?: string | null;
                    groupId?: string | null;
                    orderId?: string | null;
                    rules?: {
                        os?: ("ios" | "android" | "windows" | "macos" | "linux") | null;
                        language?: string | null;
                        from?: string | null;
                        until?: string | null;
                        url: string;
                    }[];
                    expiresAt?: string | null;
                    maxScans?: number | null;
                    /** @enum {string} */
                    verification?: "off" | "record" | "require";
                    verificationFallbackUrl?: string | null;
                    domainId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description 8 base62 characters; the scan link is /t/{userFacingId} */
                        userFacingId: string;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        actionType: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                        actionData: {
                            url?: string;
                            vcfConfigId?: string;
                        };
                        campaignId: string | null;
                        campaignName: string | null;
                        groupId: string | null;
                        /** @description The order the tag arrived with */
                        orderId: string | null;
                        documentName: string | null;
                        /** @description A short-lived link to the uploaded document */
                        documentUrl: string | null;
                        /** @description The scan link on the tag's domain (its own, else the organisation's default), or on this app's host */
                        scanUrl: string;
                        /** @description The tag's own link domain; null: the organisation's default */
                        domainId: string | null;
                        scanCount: number;
                        /** @description First match wins; none matches: the tag's own target */
                        rules: {
                            /** @enum {string} */
                            os?: "ios" | "android" | "windows" | "macos" | "linux";
                            /** @description Two letters, lower case */
                            language?: string;
                            /** @description ISO date-time, inclusive */
                            from?: string;
                            /** @description ISO date-time, exclusive */
                            until?: string;
                            url: string;
                        }[];
                        /** @description Past it the scan link answers 410 */
                        expiresAt: string | null;
                        /** @description After this many visits the scan link answers 410 */
                        maxScans: number | null;
                        /**
                         * @description Whether scans must prove a tap of the chip (NTAG 424 DNA)
                         * @enum {string}
                         */
                        verification: "off" | "record" | "require";
                        /** @description With require: where unverified scans go */
                        verificationFallbackUrl: string | null;
                        /** @description The NTAG 424 DNA chip the tag is bound to */
                        chip: {
                            /** @description The chip UID, 14 hex digits */
                            uid: string;
                            /** @description The highest tap counter verified so far */
                            lastCounter: number | null;
                            /** @description When the last verified tap happened */
                            lastVerifiedAt: string | null;
                            boundAt: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listTagAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        userFacingId: string;
                        name: string;
                        orderId: string;
                        orderNumber: string;
                        /** @description When the order was marked delivered (completed) */
                        deliveredAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description 8 base62 characters; the scan link is /t/{userFacingId} */
                        userFacingId: string;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        actionType: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                        actionData: {
                            url?: string;
                            vcfConfigId?: string;
                        };
                        campaignId: string | null;
                        campaignName: string | null;
                        groupId: string | null;
                        /** @description The order the tag arrived with */
                        orderId: string | null;
                        documentName: string | null;
                        /** @description A short-lived link to the uploaded document */
                        documentUrl: string | null;
                        /** @description The scan link on the tag's domain (its own, else the organisation's default), or on this app's host */
                        scanUrl: string;
                        /** @description The tag's own link domain; null: the organisation's default */
                        domainId: string | null;
                        scanCount: number;
                        /** @description First match wins; none matches: the tag's own target */
                        rules: {
                            /** @enum {string} */
                            os?: "ios" | "android" | "windows" | "macos" | "linux";
                            /** @description Two letters, lower case */
                            language?: string;
                            /** @description ISO date-time, inclusive */
                            from?: string;
                            /** @description ISO date-time, exclusive */
                            until?: string;
                            url: string;
                        }[];
                        /** @description Past it the scan link answers 410 */
                        expiresAt: string | null;
                        /** @description After this many visits the scan link answers 410 */
                        maxScans: number | null;
                        /**
                         * @description Whether scans must prove a tap of the chip (NTAG 424 DNA)
                         * @enum {string}
                         */
                        verification: "off" | "record" | "require";
                        /** @description With require: where unverified scans go */
                        verificationFallbackUrl: string | null;
                        /** @description The NTAG 424 DNA chip the tag is bound to */
                        chip: {
                            /** @description The chip UID, 14 hex digits */
                            uid: string;
                            /** @description The highest tap counter verified so far */
                            lastCounter: number | null;
                            /** @description When the last verified tap happened */
                            lastVerifiedAt: string | null;
                            boundAt: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default active
                     * @enum {string}
                     */
                    status?: "active" | "inactive";
                    /**
                     * @default WEBSITE_LINK
                     * @enum {string}
                     */
                    actionType?: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                    actionData?: {
                        url?: string;
                        vcfConfigId?: string;
                    };
                    campaignId?: string | null;
                    campaignName?: string | null;
                    groupId?: string | null;
                    orderId?: string | null;
                    rules?: {
                        os?: ("ios" | "android" | "windows" | "macos" | "linux") | null;
                        language?: string | null;
                        from?: string | null;
                        until?: string | null;
                        url: string;
                    }[];
                    expiresAt?: string | null;
                    maxScans?: number | null;
                    /** @enum {string} */
                    verification?: "off" | "record" | "require";
                    verificationFallbackUrl?: string | null;
                    domainId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description 8 base62 characters; the scan link is /t/{userFacingId} */
                        userFacingId: string;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        actionType: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                        actionData: {
                            url?: string;
                            vcfConfigId?: string;
                        };
                        campaignId: string | null;
                        campaignName: string | null;
                        groupId: string | null;
                        /** @description The order the tag arrived with */
                        orderId: string | null;
                        documentName: string | null;
                        /** @description A short-lived link to the uploaded document */
                        documentUrl: string | null;
                        /** @description The scan link on the tag's domain (its own, else the organisation's default), or on this app's host */
                        scanUrl: string;
                        /** @description The tag's own link domain; null: the organisation's default */
                        domainId: string | null;
                        scanCount: number;
                        /** @description First match wins; none matches: the tag's own target */
                        rules: {
                            /** @enum {string} */
                            os?: "ios" | "android" | "windows" | "macos" | "linux";
                            /** @description Two letters, lower case */
                            language?: string;
                            /** @description ISO date-time, inclusive */
                            from?: string;
                            /** @description ISO date-time, exclusive */
                            until?: string;
                            url: string;
                        }[];
                        /** @description Past it the scan link answers 410 */
                        expiresAt: string | null;
                        /** @description After this many visits the scan link answers 410 */
                        maxScans: number | null;
                        /**
                         * @description Whether scans must prove a tap of the chip (NTAG 424 DNA)
                         * @enum {string}
                         */
                        verification: "off" | "record" | "require";
                        /** @description With require: where unverified scans go */
                        verificationFallbackUrl: string | null;
                        /** @description The NTAG 424 DNA chip the tag is bound to */
                        chip: {
                            /** @description The chip UID, 14 hex digits */
                            uid: string;
                            /** @description The highest tap counter verified so far */
                            lastCounter: number | null;
                            /** @description When the last verified tap happened */
                            lastVerifiedAt: string | null;
                            boundAt: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTag: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTagAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        totalScans: number;
                        uniqueVisitors: number;
                        series: {
                            date: string;
                            scans: number;
                            nfc: number;
                            qr: number;
                            other: number;
                        }[];
                        sources: {
                            nfc: number;
                            qr: number;
                            other: number;
                        };
                        funnel: {
                            scans: number;
                            pageViews: number;
                            saves: number;
                            leads: number;
                        };
                        platforms: {
                            key: string;
                            count: number;
                        }[];
                        browsers: {
                            key: string;
                            count: number;
                        }[];
                        languages: {
                            key: string;
                            count: number;
                        }[];
                        countries: {
                            key: string;
                            count: number;
                        }[];
                        rules: {
                            key: string;
                            count: number;
                        }[];
                        refused: number;
                        verification: {
                            verified: number;
                            replayed: number;
                            invalid: number;
                            plain: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listRecentTagScans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        occurredAt: string;
                        /** @enum {string} */
                        kind: "link" | "refused";
                        source: ("nfc" | "qr" | "other") | null;
                        platform: string | null;
                        browser: string | null;
                        country: string | null;
                        isBot: boolean;
                        verification: ("verified" | "replayed" | "invalid" | "plain") | null;
                        chipCounter: number | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    bindTagChip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @description 8 base62 characters; the scan link is /t/{userFacingId} */
                        userFacingId: string;
                        name: string;
                        /** @enum {string} */
                        status: "active" | "inactive";
                        /** @enum {string} */
                        actionType: "WEBSITE_LINK" | "VCARD_PAGE" | "DOCUMENT";
                        actionData: {
                            url?: string;
                            vcfConfigId?: string;
                        };
                        campaignId: string | null;
                        campaignName: string | null;
                        groupId: string | null;
                        /** @description The order the tag arrived with */
                        orderId: string | null;
                        documentName: string | null;
                        /** @description A short-lived link to the uploaded document */
                        documentUrl: string | null;
                        /** @description The scan link on the tag's domain (its own, else the organisation's default), or on this app's host */
                        scanUrl: string;
                        /** @description The tag's own link domain; null: the organisation's default */
                        domainId: string | null;
                        scanCount: number;
                        /** @description First match wins; none matches: the tag's own target */
                        rules: {
                            /** @enum {string} */
                            os?: "ios" | "android" | "windows" | "macos" | "linux";
                            /** @description Two letters, lower case */
                            language?: string;
                            /** @description ISO date-time, inclusive */
                            from?: string;
                            /** @description ISO date-time, exclusive */
                            until?: string;
                            url: string;
                        }[];
                        /** @description Past it the scan link answers 410 */
                        expiresAt: string | null;
                        /** @description After this many visits the scan link answers 410 */
                        maxScans: number | null;
                        /**
                         * @description Whether scans must prove a tap of the chip (NTAG 424 DNA)
                         * @enum {string}
                         */
                        verification: "off" | "record" | "require";
                        /** @description With require: where unverified scans go */
                        verificationFallbackUrl: string | null;
                        /** @description The NTAG 424 DNA chip the tag is bound to */
                        chip: {
                            /** @description The chip UID, 14 hex digits */
                            uid: string;
                            /** @description The highest tap counter verified so far */
                            lastCounter: number | null;
                            /** @description When the last verified tap happened */
                            lastVerifiedAt: string | null;
                            boundAt: string;
                        } | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    unbindTagChip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        configName: string;
                        name: string | null;
                        surname: string | null;
                        position: string | null;
                        contactEmail: string | null;
                        phoneNumber: string | null;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        profilePicturePath: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        };
                        coverImagePath: string | null;
                        logoImagePath: string | null;
                        /** @description Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken} */
                        downloadToken: string;
                        /** @description The card page on the card's domain (its own, else the organisation's default), or on this app's host */
                        publicUrl: string;
                        /** @description The card's own link domain; null: the organisation's default */
                        domainId: string | null;
                        templateId: string | null;
                        lockedFields: string[];
                        followsBrand?: boolean;
                        userId: string;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    configName: string;
                    name?: string | null;
                    surname?: string | null;
                    position?: string | null;
                    contactEmail?: string | null;
                    phoneNumber?: string | null;
                    websiteUrl?: string | null;
                    linkedinUrl?: string | null;
                    instagramUrl?: string | null;
                    removeProfilePicture?: boolean;
                    bio?: string | null;
                    links?: {
                        label: string;
                        url: string;
                    }[];
                    appearance?: {
                        /** @enum {string} */
                        layout: "classic" | "centered" | "banner";
                        primaryColor: string;
                        backgroundColor: string;
                    };
                    removeCoverImage?: boolean;
                    removeLogoImage?: boolean;
                    templateId?: string | null;
                    followsBrand?: boolean;
                    domainId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        configName: string;
                        name: string | null;
                        surname: string | null;
                        position: string | null;
                        contactEmail: string | null;
                        phoneNumber: string | null;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        profilePicturePath: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        };
                        coverImagePath: string | null;
                        logoImagePath: string | null;
                        /** @description Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken} */
                        downloadToken: string;
                        /** @description The card page on the card's domain (its own, else the organisation's default), or on this app's host */
                        publicUrl: string;
                        /** @description The card's own link domain; null: the organisation's default */
                        domainId: string | null;
                        templateId: string | null;
                        lockedFields: string[];
                        followsBrand?: boolean;
                        userId: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        configName: string;
                        name: string | null;
                        surname: string | null;
                        position: string | null;
                        contactEmail: string | null;
                        phoneNumber: string | null;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        profilePicturePath: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        };
                        coverImagePath: string | null;
                        logoImagePath: string | null;
                        /** @description Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken} */
                        downloadToken: string;
                        /** @description The card page on the card's domain (its own, else the organisation's default), or on this app's host */
                        publicUrl: string;
                        /** @description The card's own link domain; null: the organisation's default */
                        domainId: string | null;
                        templateId: string | null;
                        lockedFields: string[];
                        followsBrand?: boolean;
                        userId: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    configName: string;
                    name?: string | null;
                    surname?: string | null;
                    position?: string | null;
                    contactEmail?: string | null;
                    phoneNumber?: string | null;
                    websiteUrl?: string | null;
                    linkedinUrl?: string | null;
                    instagramUrl?: string | null;
                    removeProfilePicture?: boolean;
                    bio?: string | null;
                    links?: {
                        label: string;
                        url: string;
                    }[];
                    appearance?: {
                        /** @enum {string} */
                        layout: "classic" | "centered" | "banner";
                        primaryColor: string;
                        backgroundColor: string;
                    };
                    removeCoverImage?: boolean;
                    removeLogoImage?: boolean;
                    templateId?: string | null;
                    followsBrand?: boolean;
                    domainId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        configName: string;
                        name: string | null;
                        surname: string | null;
                        position: string | null;
                        contactEmail: string | null;
                        phoneNumber: string | null;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        profilePicturePath: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        };
                        coverImagePath: string | null;
                        logoImagePath: string | null;
                        /** @description Public token of /vcard/{downloadToken} and /api/vcf/download/{downloadToken} */
                        downloadToken: string;
                        /** @description The card page on the card's domain (its own, else the organisation's default), or on this app's host */
                        publicUrl: string;
                        /** @description The card's own link domain; null: the organisation's default */
                        domainId: string | null;
                        templateId: string | null;
                        lockedFields: string[];
                        followsBrand?: boolean;
                        userId: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCardImageUrl: {
        parameters: {
            query?: {
                image?: "profile" | "cover" | "logo";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        presignedUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCardEmailSignature: {
        parameters: {
            query?: {
                qr?: "0" | "1" | "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description A table with inline styles only: no script, no class, no external font */
                        html: string;
                        text: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCardWalletLinks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Opens the card's .pkpass on an iPhone */
                        apple: string | null;
                        /** @description Redirects to Google Wallet's save page */
                        google: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAppleWalletPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGoogleWalletLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description https://pay.google.com/gp/v/save/<JWT>: open it to add the pass */
                        saveUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWalletAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Apple Wallet passes can be made (the pass certificate is configured) */
                        apple: boolean;
                        /** @description Google Wallet save links can be made (the issuer account is configured) */
                        google: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    openAppleWalletLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    openGoogleWalletLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    registerPassDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pushToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    unregisterPassDevice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listUpdatedPasses: {
        parameters: {
            query?: {
                /** @description The lastUpdated tag of the previous answer */
                passesUpdatedSince?: string;
            };
            header?: never;
            path: {
                deviceLibraryIdentifier: string;
                passTypeIdentifier: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The serial numbers (card ids) of the device's changed passes */
                        serialNumbers: string[];
                        /** @description The tag to send as passesUpdatedSince next time (epoch milliseconds) */
                        lastUpdated: string;
                    };
                };
            };
            /** @description No registered pass changed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getUpdatedPass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                passTypeIdentifier: string;
                serialNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    logPasskitMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    logs: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendWalletInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Members mailed (one mail each, with a link pair per card) */
                        sent: number;
                        /** @description Cards whose links were sent */
                        cards: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getQrStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description #rrggbb, the colour of the dark modules */
                        foreground: string;
                        /** @description #rrggbb */
                        background: string;
                        /** @description Whether a logo is drawn in the centre of the code */
                        hasLogo: boolean;
                        /** @description Whether the brand kit logo is drawn in the centre, as the style has no logo of its own */
                        brandLogo?: boolean;
                        /** @description The brand kit primary colour, offered as a default */
                        brandPrimaryColor?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateQrStyle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    foreground: string;
                    background: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description #rrggbb, the colour of the dark modules */
                        foreground: string;
                        /** @description #rrggbb */
                        background: string;
                        /** @description Whether a logo is drawn in the centre of the code */
                        hasLogo: boolean;
                        /** @description Whether the brand kit logo is drawn in the centre, as the style has no logo of its own */
                        brandLogo?: boolean;
                        /** @description The brand kit primary colour, offered as a default */
                        brandPrimaryColor?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    uploadQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description #rrggbb, the colour of the dark modules */
                        foreground: string;
                        /** @description #rrggbb */
                        background: string;
                        /** @description Whether a logo is drawn in the centre of the code */
                        hasLogo: boolean;
                        /** @description Whether the brand kit logo is drawn in the centre, as the style has no logo of its own */
                        brandLogo?: boolean;
                        /** @description The brand kit primary colour, offered as a default */
                        brandPrimaryColor?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteQrLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description #rrggbb, the colour of the dark modules */
                        foreground: string;
                        /** @description #rrggbb */
                        background: string;
                        /** @description Whether a logo is drawn in the centre of the code */
                        hasLogo: boolean;
                        /** @description Whether the brand kit logo is drawn in the centre, as the style has no logo of its own */
                        brandLogo?: boolean;
                        /** @description The brand kit primary colour, offered as a default */
                        brandPrimaryColor?: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    previewQrStyle: {
        parameters: {
            query: {
                foreground: string;
                background: string;
                logo?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getTagQrSvg: {
        parameters: {
            query?: {
                download?: "0" | "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTagQrPng: {
        parameters: {
            query?: {
                size?: number;
                download?: "0" | "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCardQrSvg: {
        parameters: {
            query?: {
                download?: "0" | "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCardQrPng: {
        parameters: {
            query?: {
                size?: number;
                download?: "0" | "1";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSharedCard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "active";
                        /** @description The card page on the card's link domain (else this app's host): what its QR code hands on */
                        publicUrl: string;
                        name: string | null;
                        surname: string | null;
                        position: string | null;
                        organisationName: string | null;
                        phoneNumber: string | null;
                        contactEmail: string | null;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        organisationStreet: string | null;
                        organisationNumber: string | null;
                        organisationPlz: string | null;
                        organisationCity: string | null;
                        organisationCountry: string | null;
                        profilePictureUrl: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        };
                        /** @description 1200x400 JPEG */
                        coverImageUrl: string | null;
                        /** @description PNG inside 320x320 */
                        logoImageUrl: string | null;
                        /** @description The consent text of the 'Share your details' form, current version, per language */
                        consent: {
                            version: string;
                            texts: {
                                en: string;
                                de: string;
                            };
                        };
                    } | {
                        /** @enum {string} */
                        status: "inactive";
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSharedCardImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadToken: string;
                image: "photo" | "logo";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSignatureIcon: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                file: "linkedin.png" | "instagram.png" | "facebook.png" | "x.png" | "youtube.png" | "xing.png";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadVcard: {
        parameters: {
            query?: {
                via?: string;
                src?: "nfc" | "qr" | "other";
            };
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    getSharedCardQrPng: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSharedCardManifest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        short_name: string;
                        description: string;
                        lang: string;
                        start_url: string;
                        scope: string;
                        /** @enum {string} */
                        display: "standalone";
                        theme_color: string;
                        background_color: string;
                        icons: {
                            src: string;
                            sizes: string;
                            type: string;
                            /** @enum {string} */
                            purpose: "any" | "maskable";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getSharedCardWalletLogo: {
        parameters: {
            query?: {
                v?: string;
            };
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    createLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                downloadToken: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email?: string | null;
                    phone?: string | null;
                    company?: string | null;
                    note?: string | null;
                    /**
                     * @description The visitor agreed to share these details
                     * @enum {boolean}
                     */
                    consent: true;
                    /** @description The version of the consent text the page showed (from the card data) */
                    consentVersion: string;
                    /**
                     * @description The language of the consent text the page showed
                     * @enum {string}
                     */
                    consentLanguage: "en" | "de";
                    /** @description Honeypot: leave empty */
                    website?: string;
                    via?: string;
                    /** @enum {string} */
                    src?: "nfc" | "qr" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listLeads: {
        parameters: {
            query?: {
                /** @description Part of the name, e-mail address, company or phone number */
                search?: string;
                /** @description One status or several (repeated or comma-separated) */
                status?: ("new" | "contacted" | "qualified" | "won" | "lost")[];
                /** @description A member's id, or `unassigned` */
                assigneeId?: string;
                /** @description Leads carrying this label (any case) */
                label?: string;
                /** @description Leads from this vCard */
                vcfConfigId?: string;
                /** @description Received on or after this day (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Received on or before this day (YYYY-MM-DD, UTC) */
                to?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        leads: {
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            company: string | null;
                            note: string | null;
                            /**
                             * @description nfc: a chip tap, qr: a QR code, other: any other visit
                             * @enum {string}
                             */
                            source: "nfc" | "qr" | "other";
                            /** @description The vCard the lead came from; null once that vCard is deleted */
                            cardName: string | null;
                            language: string | null;
                            consentAt: string;
                            /** @description The consent text the visitor agreed to, its version and language; null for leads from before */
                            consent: {
                                text: string;
                                version: string;
                                language: string;
                            } | null;
                            createdAt: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "qualified" | "won" | "lost";
                            /** @description The member who works the lead */
                            assignee: {
                                id: string;
                                /** @description First and last name, or the e-mail address when the member gave no name */
                                name: string;
                            } | null;
                            labels: string[];
                            updatedAt: string;
                            crm: {
                                /** @enum {string} */
                                provider: "hubspot" | "salesforce";
                                /** @enum {string} */
                                state: "pending" | "synced" | "failed";
                                /** @description The contact's id in the CRM, once synced */
                                externalId: string | null;
                                /** @description Why the last attempt failed */
                                error: string | null;
                            } | null;
                        }[];
                        totalPages: number;
                        totalCount: number;
                        currentPage: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportLeadsCsv: {
        parameters: {
            query?: {
                /** @description Part of the name, e-mail address, company or phone number */
                search?: string;
                /** @description One status or several (repeated or comma-separated) */
                status?: ("new" | "contacted" | "qualified" | "won" | "lost")[];
                /** @description A member's id, or `unassigned` */
                assigneeId?: string;
                /** @description Leads carrying this label (any case) */
                label?: string;
                /** @description Leads from this vCard */
                vcfConfigId?: string;
                /** @description Received on or after this day (YYYY-MM-DD, UTC) */
                from?: string;
                /** @description Received on or before this day (YYYY-MM-DD, UTC) */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listLeadLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The labels in use on the caller's leads, A to Z */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        company: string | null;
                        note: string | null;
                        /**
                         * @description nfc: a chip tap, qr: a QR code, other: any other visit
                         * @enum {string}
                         */
                        source: "nfc" | "qr" | "other";
                        /** @description The vCard the lead came from; null once that vCard is deleted */
                        cardName: string | null;
                        language: string | null;
                        consentAt: string;
                        /** @description The consent text the visitor agreed to, its version and language; null for leads from before */
                        consent: {
                            text: string;
                            version: string;
                            language: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "qualified" | "won" | "lost";
                        /** @description The member who works the lead */
                        assignee: {
                            id: string;
                            /** @description First and last name, or the e-mail address when the member gave no name */
                            name: string;
                        } | null;
                        labels: string[];
                        updatedAt: string;
                        crm: {
                            /** @enum {string} */
                            provider: "hubspot" | "salesforce";
                            /** @enum {string} */
                            state: "pending" | "synced" | "failed";
                            /** @description The contact's id in the CRM, once synced */
                            externalId: string | null;
                            /** @description Why the last attempt failed */
                            error: string | null;
                        } | null;
                        notes: {
                            id: string;
                            text: string;
                            /** @description null once the author left the organisation */
                            author: {
                                id: string;
                                /** @description First and last name, or the e-mail address when the member gave no name */
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        history: {
                            id: string;
                            /** @enum {string} */
                            kind: "created" | "status" | "assignee" | "labels" | "note" | "crm";
                            /** @description status, labels: { from, to }; assignee: { from, to } as people or null; note: { noteId } */
                            change: {
                                [key: string]: unknown;
                            };
                            /** @description null: the system (a visitor, the CRM sync) or a member who left */
                            actor: {
                                id: string;
                                /** @description First and last name, or the e-mail address when the member gave no name */
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateLead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "new" | "contacted" | "qualified" | "won" | "lost";
                    /** @description A member of the organisation (a member may only assign themselves); null: nobody */
                    assigneeId?: string | null;
                    /** @description Up to 10 labels; the list replaces the lead's */
                    labels?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        company: string | null;
                        note: string | null;
                        /**
                         * @description nfc: a chip tap, qr: a QR code, other: any other visit
                         * @enum {string}
                         */
                        source: "nfc" | "qr" | "other";
                        /** @description The vCard the lead came from; null once that vCard is deleted */
                        cardName: string | null;
                        language: string | null;
                        consentAt: string;
                        /** @description The consent text the visitor agreed to, its version and language; null for leads from before */
                        consent: {
                            text: string;
                            version: string;
                            language: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "qualified" | "won" | "lost";
                        /** @description The member who works the lead */
                        assignee: {
                            id: string;
                            /** @description First and last name, or the e-mail address when the member gave no name */
                            name: string;
                        } | null;
                        labels: string[];
                        updatedAt: string;
                        crm: {
                            /** @enum {string} */
                            provider: "hubspot" | "salesforce";
                            /** @enum {string} */
                            state: "pending" | "synced" | "failed";
                            /** @description The contact's id in the CRM, once synced */
                            externalId: string | null;
                            /** @description Why the last attempt failed */
                            error: string | null;
                        } | null;
                        notes: {
                            id: string;
                            text: string;
                            /** @description null once the author left the organisation */
                            author: {
                                id: string;
                                /** @description First and last name, or the e-mail address when the member gave no name */
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                        history: {
                            id: string;
                            /** @enum {string} */
                            kind: "created" | "status" | "assignee" | "labels" | "note" | "crm";
                            /** @description status, labels: { from, to }; assignee: { from, to } as people or null; note: { noteId } */
                            change: {
                                [key: string]: unknown;
                            };
                            /** @description null: the system (a visitor, the CRM sync) or a member who left */
                            actor: {
                                id: string;
                                /** @description First and last name, or the e-mail address when the member gave no name */
                                name: string;
                            } | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createLeadNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        text: string;
                        /** @description null once the author left the organisation */
                        author: {
                            id: string;
                            /** @description First and last name, or the e-mail address when the member gave no name */
                            name: string;
                        } | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteLeadNote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                noteId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryLeadCrmSync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        company: string | null;
                        note: string | null;
                        /**
                         * @description nfc: a chip tap, qr: a QR code, other: any other visit
                         * @enum {string}
                         */
                        source: "nfc" | "qr" | "other";
                        /** @description The vCard the lead came from; null once that vCard is deleted */
                        cardName: string | null;
                        language: string | null;
                        consentAt: string;
                        /** @description The consent text the visitor agreed to, its version and language; null for leads from before */
                        consent: {
                            text: string;
                            version: string;
                            language: string;
                        } | null;
                        createdAt: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "qualified" | "won" | "lost";
                        /** @description The member who works the lead */
                        assignee: {
                            id: string;
                            /** @description First and last name, or the e-mail address when the member gave no name */
                            name: string;
                        } | null;
                        labels: string[];
                        updatedAt: string;
                        crm: {
                            /** @enum {string} */
                            provider: "hubspot" | "salesforce";
                            /** @enum {string} */
                            state: "pending" | "synced" | "failed";
                            /** @description The contact's id in the CRM, once synced */
                            externalId: string | null;
                            /** @description Why the last attempt failed */
                            error: string | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organisation: {
                            id: string;
                            name: string;
                        };
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        members: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            name: string | null;
                            isActive: boolean;
                            cardCount: number;
                        }[];
                        invitations: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            name: string | null;
                            expiresAt: string;
                        }[];
                        seats: {
                            used: number;
                            limit: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "member";
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                        name: string | null;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createInvitationsFromCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        invited: number;
                        rows: {
                            line: number;
                            email: string;
                            role: string;
                            name: string;
                            /** @enum {string} */
                            status: "ok" | "invalid";
                            errors: {
                                [key: string]: string;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    previewInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Here: the token. */
                idOrToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organisationName: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                        email: string;
                        name: string | null;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Here: the id. */
                idOrToken: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                        name: string | null;
                        expiresAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    renewInvitationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        invitation: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                            name: string | null;
                            expiresAt: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    firstName: string;
                    lastName: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role?: "admin" | "member";
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "owner" | "admin" | "member";
                        name: string | null;
                        isActive: boolean;
                        cardCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTeamAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        from: string;
                        to: string;
                        members: {
                            id: string;
                            name: string | null;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "member";
                            cards: number;
                            views: number;
                            saves: number;
                            leads: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportTeamAnalyticsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    transferOwnership: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memberId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    createScimToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    revokeScimToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSsoSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connection: ({
                            /** @enum {string} */
                            type: "oidc";
                            issuer: string;
                            clientId: string;
                        } | {
                            /** @enum {string} */
                            type: "saml";
                            metadataUrl: string | null;
                            idpEntityId: string;
                            ssoUrl: string;
                            certificatesExpireAt: string[];
                        }) | null;
                        enforced: boolean;
                        groupRoles: {
                            group: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                        }[];
                        scim: {
                            baseUrl: string;
                            tokenCreatedAt: string | null;
                        };
                        serviceProvider: {
                            oidcRedirectUri: string;
                            samlEntityId: string;
                            samlAcsUrl: string;
                            samlMetadataUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    saveSsoConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "oidc";
                    issuer: string;
                    clientId: string;
                    clientSecret: string;
                } | {
                    /** @enum {string} */
                    type: "saml";
                    metadataXml?: string;
                    metadataUrl?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connection: ({
                            /** @enum {string} */
                            type: "oidc";
                            issuer: string;
                            clientId: string;
                        } | {
                            /** @enum {string} */
                            type: "saml";
                            metadataUrl: string | null;
                            idpEntityId: string;
                            ssoUrl: string;
                            certificatesExpireAt: string[];
                        }) | null;
                        enforced: boolean;
                        groupRoles: {
                            group: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                        }[];
                        scim: {
                            baseUrl: string;
                            tokenCreatedAt: string | null;
                        };
                        serviceProvider: {
                            oidcRedirectUri: string;
                            samlEntityId: string;
                            samlAcsUrl: string;
                            samlMetadataUrl: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteSsoConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    testSsoConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    listCardTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        lockedFields: ("websiteUrl" | "linkedinUrl" | "instagramUrl" | "bio" | "links" | "appearance" | "logoImage" | "coverImage")[];
                        followsBrand?: boolean;
                        cardCount: number;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCardTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    websiteUrl?: string | null;
                    linkedinUrl?: string | null;
                    instagramUrl?: string | null;
                    bio?: string | null;
                    links?: {
                        label: string;
                        url: string;
                    }[];
                    appearance?: {
                        /** @enum {string} */
                        layout: "classic" | "centered" | "banner";
                        primaryColor: string;
                        backgroundColor: string;
                    } | null;
                    lockedFields?: ("websiteUrl" | "linkedinUrl" | "instagramUrl" | "bio" | "links" | "appearance" | "logoImage" | "coverImage")[];
                    removeLogoImage?: boolean;
                    removeCoverImage?: boolean;
                    followsBrand?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        lockedFields: ("websiteUrl" | "linkedinUrl" | "instagramUrl" | "bio" | "links" | "appearance" | "logoImage" | "coverImage")[];
                        followsBrand?: boolean;
                        cardCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    updateCardTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    websiteUrl?: string | null;
                    linkedinUrl?: string | null;
                    instagramUrl?: string | null;
                    bio?: string | null;
                    links?: {
                        label: string;
                        url: string;
                    }[];
                    appearance?: {
                        /** @enum {string} */
                        layout: "classic" | "centered" | "banner";
                        primaryColor: string;
                        backgroundColor: string;
                    } | null;
                    lockedFields?: ("websiteUrl" | "linkedinUrl" | "instagramUrl" | "bio" | "links" | "appearance" | "logoImage" | "coverImage")[];
                    removeLogoImage?: boolean;
                    removeCoverImage?: boolean;
                    followsBrand?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        websiteUrl: string | null;
                        linkedinUrl: string | null;
                        instagramUrl: string | null;
                        bio: string | null;
                        links: {
                            label: string;
                            url: string;
                        }[];
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        lockedFields: ("websiteUrl" | "linkedinUrl" | "instagramUrl" | "bio" | "links" | "appearance" | "logoImage" | "coverImage")[];
                        followsBrand?: boolean;
                        cardCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteCardTemplate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getTeamSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defaultTemplateId: string | null;
                        requireTemplate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateTeamSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description One of the organisation’s templates, or null for none */
                    defaultTemplateId: string | null;
                    /** @description True: a member’s card must use the default template (needs one) */
                    requireTemplate: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        defaultTemplateId: string | null;
                        requireTemplate: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        verifiedAt: string | null;
                        checkedAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    addDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        verifiedAt: string | null;
                        checkedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        verifiedAt: string | null;
                        checkedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    askLinkDomainCertificate: {
        parameters: {
            query: {
                domain: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    listLinkDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "failed";
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        target: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "AAAA";
                            value: string;
                        };
                        rootUrl: string | null;
                        isDefault: boolean;
                        isServing: boolean;
                        verifiedAt: string | null;
                        checkedAt: string | null;
                        servesUntil: string | null;
                        usage: {
                            tags: number;
                            cards: number;
                        };
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    addLinkDomain: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hostname: string;
                    rootUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "failed";
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        target: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "AAAA";
                            value: string;
                        };
                        rootUrl: string | null;
                        isDefault: boolean;
                        isServing: boolean;
                        verifiedAt: string | null;
                        checkedAt: string | null;
                        servesUntil: string | null;
                        usage: {
                            tags: number;
                            cards: number;
                        };
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteLinkDomain: {
        parameters: {
            query?: {
                moveTo?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateLinkDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rootUrl?: string | null;
                    isDefault?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "failed";
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        target: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "AAAA";
                            value: string;
                        };
                        rootUrl: string | null;
                        isDefault: boolean;
                        isServing: boolean;
                        verifiedAt: string | null;
                        checkedAt: string | null;
                        servesUntil: string | null;
                        usage: {
                            tags: number;
                            cards: number;
                        };
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    verifyLinkDomain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        hostname: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "failed";
                        verificationRecord: {
                            /** @enum {string} */
                            type: "TXT";
                            name: string;
                            value: string;
                        };
                        target: {
                            /** @enum {string} */
                            type: "CNAME" | "A" | "AAAA";
                            value: string;
                        };
                        rootUrl: string | null;
                        isDefault: boolean;
                        isServing: boolean;
                        verifiedAt: string | null;
                        checkedAt: string | null;
                        servesUntil: string | null;
                        usage: {
                            tags: number;
                            cards: number;
                        };
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    setSsoEnforcement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enforced: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enforced: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    setSsoGroupRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    groupRoles: {
                        group: string;
                        /** @enum {string} */
                        role: "admin" | "member";
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        groupRoles: {
                            group: string;
                            /** @enum {string} */
                            role: "admin" | "member";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        followingCards: number;
                        followingTemplates: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateBrandKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    appearance?: {
                        /** @enum {string} */
                        layout: "classic" | "centered" | "banner";
                        primaryColor: string;
                        backgroundColor: string;
                    } | null;
                    removeLogoImage?: boolean;
                    removeCoverImage?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        followingCards: number;
                        followingTemplates: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteBrandLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        followingCards: number;
                        followingTemplates: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteBrandCover: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        appearance: {
                            /** @enum {string} */
                            layout: "classic" | "centered" | "banner";
                            primaryColor: string;
                            backgroundColor: string;
                        } | null;
                        logoImageUrl: string | null;
                        coverImageUrl: string | null;
                        followingCards: number;
                        followingTemplates: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Leads older than this many months are deleted daily; null: kept until deleted */
                        leadRetentionMonths: number | null;
                        /** @description The plan's months of scans kept (no plan: 12); null: unlimited */
                        scanRetentionMonths: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateRetention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 120 months, or null to keep leads until deleted */
                    leadRetentionMonths: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Leads older than this many months are deleted daily; null: kept until deleted */
                        leadRetentionMonths: number | null;
                        /** @description The plan's months of scans kept (no plan: 12); null: unlimited */
                        scanRetentionMonths: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listOrganisationExports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "ready" | "failed";
                        progress: number;
                        /** Format: date-time */
                        createdAt: string;
                        expiresAt: string | null;
                        sizeBytes: number | null;
                        isExpired: boolean;
                        downloadUrl?: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrganisationExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrganisationExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "running" | "ready" | "failed";
                        progress: number;
                        /** Format: date-time */
                        createdAt: string;
                        expiresAt: string | null;
                        sizeBytes: number | null;
                        isExpired: boolean;
                        downloadUrl?: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    downloadOrganisationExport: {
        parameters: {
            query?: {
                token?: string;
                exp?: string;
                sig?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["Gone"];
        };
    };
    recordCardView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    userAgent?: string | null;
                    language?: string | null;
                    platform?: string | null;
                    screenResolution?: string | null;
                    timezone?: string | null;
                    latitude?: number | null;
                    longitude?: number | null;
                    via?: string;
                    /** @enum {string} */
                    src?: "nfc" | "qr" | "other";
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    subject: string;
                    message: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    calculateOrderPrice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                    quantity: number;
                    /** @default [] */
                    customizations?: string[];
                    /**
                     * @default DE
                     * @enum {string}
                     */
                    shippingCountry?: "DE" | "AT" | "CH" | "NL" | "BE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                        quantity: number;
                        unitPrice: number;
                        basePrice: number;
                        customizationTotal: number;
                        discountAmount: number;
                        subtotal: number;
                        vatAmount: number;
                        shippingCost: number;
                        totalPrice: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        tierInfo: {
                            name: string;
                            description: string;
                            discountPercentage: number;
                            hasMonthlyFee: boolean;
                            monthlyFee: number;
                            features: string[];
                        };
                        estimatedDays: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                    quantity: number;
                    /**
                     * @default by_us
                     * @enum {string}
                     */
                    tagWritingPreference?: "by_us" | "by_client";
                    /**
                     * @default DE
                     * @enum {string}
                     */
                    shippingCountry?: "DE" | "AT" | "CH" | "NL" | "BE";
                    verifiedTaps?: boolean;
                    deliveryAddress?: {
                        name: string;
                        company?: string | null;
                        street: string;
                        number: string;
                        plz: string;
                        city: string;
                        /** @enum {string} */
                        country: "DE" | "AT" | "CH" | "NL" | "BE";
                    };
                    useBrandLogo?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        orderId: string;
                        orderNumber: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        orderId: string;
                        orderNumber: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
                sortBy?: "date" | "amount" | "status";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orders: {
                            id: string;
                            orderNumber: string;
                            orderDate: string;
                            /** @enum {string} */
                            status: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            totalAmount: number;
                            trackingNumber: string | null;
                            shippingCountry: string;
                            /** @enum {string} */
                            tagWritingPreference: "by_us" | "by_client";
                            /** @description NTAG 424 DNA chips with verified taps */
                            verifiedTaps: boolean;
                            /** @enum {string} */
                            productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                            items: {
                                /** @enum {string} */
                                productType: "nfc_card" | "pet_tag" | "food_counter";
                                quantity: number;
                                unitPrice: number;
                                /** @description The edition: core, individual or premium */
                                customization: string;
                            }[];
                            deliveryAddress?: {
                                name: string;
                                company: string | null;
                                street: string;
                                number: string;
                                plz: string;
                                city: string;
                                country: string;
                            } | null;
                        }[];
                        totalPages: number;
                        totalCount: number;
                        currentPage: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrderEncodingSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    createPlanChangeSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    newPlanId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    createBillingPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    verifyCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        /** @enum {string} */
                        status: "complete" | "open" | "expired";
                        token: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        description: string | null;
                        events: ("scan.created" | "lead.created" | "order.status_changed")[];
                        isActive: boolean;
                        /** @description whsec_ + 32 random bytes (base64url); the HMAC-SHA256 key of the Webhook-Signature */
                        secret: string;
                        createdAt: string;
                        updatedAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    description?: string | null;
                    events: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        description: string | null;
                        events: ("scan.created" | "lead.created" | "order.status_changed")[];
                        isActive: boolean;
                        /** @description whsec_ + 32 random bytes (base64url); the HMAC-SHA256 key of the Webhook-Signature */
                        secret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    description?: string | null;
                    events?: string[];
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        description: string | null;
                        events: ("scan.created" | "lead.created" | "order.status_changed")[];
                        isActive: boolean;
                        /** @description whsec_ + 32 random bytes (base64url); the HMAC-SHA256 key of the Webhook-Signature */
                        secret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        description: string | null;
                        events: ("scan.created" | "lead.created" | "order.status_changed")[];
                        isActive: boolean;
                        /** @description whsec_ + 32 random bytes (base64url); the HMAC-SHA256 key of the Webhook-Signature */
                        secret: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Also sent as the Webhook-Id header and the id of the body */
                        id: string;
                        /** @enum {string} */
                        event: "scan.created" | "lead.created" | "order.status_changed" | "ping";
                        /** @enum {string} */
                        status: "pending" | "delivered" | "failed";
                        attempts: number;
                        lastStatusCode: number | null;
                        lastError: ("unresolvable" | "blocked" | "timeout" | "connection" | "tls" | "http_status" | "disabled") | null;
                        /** @description When the next attempt is due; null once delivered or failed */
                        nextAttemptAt: string | null;
                        deliveredAt: string | null;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScanCreatedSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The delivery’s id, also the Webhook-Id header: the same on every attempt */
                        id: string;
                        /** @enum {string} */
                        event: "scan.created";
                        createdAt: string;
                        data: {
                            /** @description The scanned tag; null for a visit of a card page without a tag */
                            tagId: string | null;
                            /** @description The tag’s public code: its scan link is /t/{tagCode} */
                            tagCode: string | null;
                            /** @description The card that was viewed, if any */
                            vcfConfigId: string | null;
                            /** @description The tag a card view came through, if any */
                            viaTagId: string | null;
                            /** @description What was opened: link, vcard, document, ... */
                            kind: string | null;
                            /**
                             * @description nfc: a chip tap, qr: a QR code, other: any other visit
                             * @enum {string}
                             */
                            source: "nfc" | "qr" | "other";
                            occurredAt: string | null;
                            /** @description ISO 3166-1 alpha-2 code of the visitor’s country, when known */
                            country: string | null;
                            platform: string | null;
                            browser: string | null;
                            /** @description For a tag that checks verified taps: verified, replayed, invalid or plain; otherwise null */
                            verification: ("verified" | "replayed" | "invalid" | "plain") | null;
                            /** @description The NTAG 424 DNA chip of a genuine message (verified or replayed) */
                            chipUid: string | null;
                            /** @description Its tap counter */
                            chipCounter: number | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLeadCreatedSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The delivery’s id, also the Webhook-Id header: the same on every attempt */
                        id: string;
                        /** @enum {string} */
                        event: "lead.created";
                        createdAt: string;
                        data: {
                            id: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            company: string | null;
                            note: string | null;
                            /**
                             * @description nfc: a chip tap, qr: a QR code, other: any other visit
                             * @enum {string}
                             */
                            source: "nfc" | "qr" | "other";
                            /** @description The vCard the lead came from; null once that vCard is deleted */
                            cardName: string | null;
                            language: string | null;
                            consentAt: string;
                            /** @description The consent text the visitor agreed to, its version and language; null for leads from before */
                            consent: {
                                text: string;
                                version: string;
                                language: string;
                            } | null;
                            createdAt: string;
                            /** @description The card the lead was left on */
                            vcfConfigId: string;
                            /** @description The tag the visitor came through, if any */
                            viaTagId: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOrderStatusChangedSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The delivery’s id, also the Webhook-Id header: the same on every attempt */
                        id: string;
                        /** @enum {string} */
                        event: "order.status_changed";
                        createdAt: string;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            /** @enum {string} */
                            from: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
                            /** @enum {string} */
                            to: "pending" | "processing" | "shipped" | "delivered" | "cancelled";
                            trackingNumber: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPingSample: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description The delivery’s id, also the Webhook-Id header: the same on every attempt */
                        id: string;
                        /** @enum {string} */
                        event: "ping";
                        createdAt: string;
                        data: {
                            endpointId: string;
                            message: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                page?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            /** @description Also sent as the Webhook-Id header and the id of the body */
                            id: string;
                            /** @enum {string} */
                            event: "scan.created" | "lead.created" | "order.status_changed" | "ping";
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastError: ("unresolvable" | "blocked" | "timeout" | "connection" | "tls" | "http_status" | "disabled") | null;
                            /** @description When the next attempt is due; null once delivered or failed */
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
                            createdAt: string;
                        }[];
                        totalPages: number;
                        totalCount: number;
                        currentPage: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        scopes: ("tags:read" | "tags:write" | "cards:read" | "cards:write" | "leads:read" | "leads:write" | "analytics:read" | "webhooks:write")[];
                        /** @description The first 12 characters of the key, to tell keys apart */
                        prefix: string;
                        /** @description The member the key acts as */
                        createdBy: {
                            id: string;
                            name: string;
                            email: string;
                        } | null;
                        createdAt: string;
                        /** @description Updated at most once a minute */
                        lastUsedAt: string | null;
                        expiresAt: string | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: string[];
                    /** @description When the key stops working (ISO 8601); null or left out: never */
                    expiresAt?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        scopes: ("tags:read" | "tags:write" | "cards:read" | "cards:write" | "leads:read" | "leads:write" | "analytics:read" | "webhooks:write")[];
                        /** @description The first 12 characters of the key, to tell keys apart */
                        prefix: string;
                        createdAt: string;
                        expiresAt: string | null;
                        /** @description nfc_ + 32 random bytes in base62: shown this once, stored only as its SHA-256 */
                        key: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    deleteApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "hubspot" | "salesforce";
                        connected: boolean;
                        state: ("connected" | "error") | null;
                        accountLabel: string | null;
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        connectedAt: string | null;
                        authKind: ("token" | "oauth") | null;
                        isAvailable: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    connectHubspot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accessToken: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "hubspot" | "salesforce";
                        connected: boolean;
                        state: ("connected" | "error") | null;
                        accountLabel: string | null;
                        lastError: string | null;
                        lastSyncedAt: string | null;
                        connectedAt: string | null;
                        authKind: ("token" | "oauth") | null;
                        isAvailable: boolean;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    authorizeSalesforce: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    disconnectIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "hubspot" | "salesforce";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    completeSalesforceAuthorization: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
        };
    };
    scheduleOrganisationErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The caller's current password */
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description When everything of the organisation is erased (ISO time) */
                        deletionScheduledAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    cancelOrganisationErasure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    deleteOwnAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The caller's current password */
                    password: string;
                    /**
                     * @description keep: the cards stay with the organisation (its owner's now); delete: they are deleted
                     * @enum {string}
                     */
                    cards: "keep" | "delete";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    eraseLeadsByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Leads erased */
                        erased: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "regular";
                        organisationName: string | null;
                        organisationId: string;
                        /** @enum {string} */
                        teamRole: "owner" | "admin" | "member";
                        isAccountActive: boolean;
                        isEmailVerified: boolean;
                        planId: string | null;
                        planName: string | null;
                        plan: {
                            id: string;
                            name: string;
                            tagLimit: number;
                        } | null;
                        tagQuota: number | null;
                        /** @description Tags in use */
                        currentVcfCount: number;
                        vcardCount: number;
                        subscriptionStatus: ("active" | "active_cancel_pending" | "past_due" | "canceled") | null;
                        planExpiresAt: string | null;
                        createdAt: string;
                        seatsUsed?: number;
                        seatLimit?: number | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateAdminUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    planId?: string | null;
                    tagQuota?: number | null;
                    isAccountActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        /** @enum {string} */
                        role: "admin" | "regular";
                        organisationName: string | null;
                        organisationId: string;
                        /** @enum {string} */
                        teamRole: "owner" | "admin" | "member";
                        isAccountActive: boolean;
                        isEmailVerified: boolean;
                        planId: string | null;
                        planName: string | null;
                        plan: {
                            id: string;
                            name: string;
                            tagLimit: number;
                        } | null;
                        tagQuota: number | null;
                        /** @description Tags in use */
                        currentVcfCount: number;
                        vcardCount: number;
                        subscriptionStatus: ("active" | "active_cancel_pending" | "past_due" | "canceled") | null;
                        planExpiresAt: string | null;
                        createdAt: string;
                        seatsUsed?: number;
                        seatLimit?: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAdminUserAudit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        actorEmail: string;
                        action: string;
                        targetType: string;
                        targetId: string;
                        targetLabel: string | null;
                        changes: {
                            [key: string]: {
                                from: unknown;
                                to: unknown;
                            };
                        };
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listAdminPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        tagLimit: number;
                        seatLimit: number | null;
                        /** @description Months of scans kept; null: unlimited */
                        scanRetentionMonths: number | null;
                        isActive: boolean;
                        priceMonthly: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        features: string[];
                        nameDe: string | null;
                        descriptionDe: string | null;
                        featuresDe: string[] | null;
                        isRecommended: boolean;
                        stripePriceId: string | null;
                        subscriberCount: number;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                    tagLimit: number;
                    seatLimit?: number | null;
                    scanRetentionMonths?: number | null;
                    isActive?: boolean;
                    priceMonthly?: number;
                    /** @enum {string} */
                    currency?: "EUR" | "USD" | "GBP";
                    features?: string[];
                    nameDe?: string | null;
                    descriptionDe?: string | null;
                    featuresDe?: string[] | null;
                    isRecommended?: boolean;
                    stripePriceId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        tagLimit: number;
                        seatLimit: number | null;
                        /** @description Months of scans kept; null: unlimited */
                        scanRetentionMonths: number | null;
                        isActive: boolean;
                        priceMonthly: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        features: string[];
                        nameDe: string | null;
                        descriptionDe: string | null;
                        featuresDe: string[] | null;
                        isRecommended: boolean;
                        stripePriceId: string | null;
                        subscriberCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    tagLimit?: number;
                    seatLimit?: number | null;
                    scanRetentionMonths?: number | null;
                    isActive?: boolean;
                    priceMonthly?: number;
                    /** @enum {string} */
                    currency?: "EUR" | "USD" | "GBP";
                    features?: string[];
                    nameDe?: string | null;
                    descriptionDe?: string | null;
                    featuresDe?: string[] | null;
                    isRecommended?: boolean;
                    stripePriceId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        description: string;
                        tagLimit: number;
                        seatLimit: number | null;
                        /** @description Months of scans kept; null: unlimited */
                        scanRetentionMonths: number | null;
                        isActive: boolean;
                        priceMonthly: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        features: string[];
                        nameDe: string | null;
                        descriptionDe: string | null;
                        featuresDe: string[] | null;
                        isRecommended: boolean;
                        stripePriceId: string | null;
                        subscriberCount: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: number;
                        orders: number;
                        /** @description Euros received: paid orders (in production, shipped, completed) plus the active subscriptions’ billed periods */
                        revenue: number;
                        vcards: number;
                        tags: number;
                        plans: number;
                        activeSubscriptions: number;
                        scans30d: number;
                        recentActivity: {
                            id: string;
                            actorEmail: string;
                            action: string;
                            targetType: string;
                            targetId: string;
                            targetLabel: string | null;
                            changes: {
                                [key: string]: {
                                    from: unknown;
                                    to: unknown;
                                };
                            };
                            createdAt: string;
                        }[];
                        /** @description Totals of paid orders in euros */
                        orderRevenue?: number;
                        /** @description The billed monthly price of each active subscription, in euros */
                        subscriptionRevenue?: number;
                        /** @description Monthly recurring revenue: active subscriptions’ monthly plan prices, in euros */
                        mrr?: number;
                        /** @description Orders awaiting review or payment */
                        pendingOrders?: number;
                        /** @description Totals of the pending orders in euros, not yet revenue */
                        pendingAmount?: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getAdminTimeseries: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        days: {
                            date: string;
                            scans: number;
                            signups: number;
                            orders: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        actorEmail: string;
                        action: string;
                        targetType: string;
                        targetId: string;
                        targetLabel: string | null;
                        changes: {
                            [key: string]: {
                                from: unknown;
                                to: unknown;
                            };
                        };
                        createdAt: string;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listAdminOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        orderNumber: string;
                        userEmail: string;
                        organisationName: string | null;
                        organisationStreet: string | null;
                        organisationNumber: string | null;
                        organisationPlz: string | null;
                        organisationCity: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                        quantity: number;
                        shippingCountry: string;
                        totalAmount: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        logoUploaded: boolean;
                        logoS3Key: string | null;
                        /** @enum {string} */
                        tagWritingPreference: "by_us" | "by_client";
                        verifiedTaps: boolean;
                        /** @enum {string} */
                        status: "pending_review" | "payment_pending" | "processing_vcf_pending" | "shipped" | "completed" | "cancelled";
                        adminNotes: string | null;
                        trackingNumber: string | null;
                        deliveryAddress?: {
                            name: string;
                            company: string | null;
                            street: string;
                            number: string;
                            plz: string;
                            city: string;
                            country: string;
                        } | null;
                    }[];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "pending_review" | "payment_pending" | "processing_vcf_pending" | "shipped" | "completed" | "cancelled";
                    adminNotes?: string | null;
                    trackingNumber?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        orderNumber: string;
                        userEmail: string;
                        organisationName: string | null;
                        organisationStreet: string | null;
                        organisationNumber: string | null;
                        organisationPlz: string | null;
                        organisationCity: string | null;
                        createdAt: string;
                        /** @enum {string} */
                        productType: "nfc_card_core" | "nfc_card_individual" | "nfc_card_premium" | "pet_tag_core" | "pet_tag_individual" | "pet_tag_premium" | "food_counter_core" | "food_counter_individual" | "food_counter_premium";
                        quantity: number;
                        shippingCountry: string;
                        totalAmount: number;
                        /** @enum {string} */
                        currency: "EUR" | "USD" | "GBP";
                        logoUploaded: boolean;
                        logoS3Key: string | null;
                        /** @enum {string} */
                        tagWritingPreference: "by_us" | "by_client";
                        verifiedTaps: boolean;
                        /** @enum {string} */
                        status: "pending_review" | "payment_pending" | "processing_vcf_pending" | "shipped" | "completed" | "cancelled";
                        adminNotes: string | null;
                        trackingNumber: string | null;
                        deliveryAddress?: {
                            name: string;
                            company: string | null;
                            street: string;
                            number: string;
                            plz: string;
                            city: string;
                            country: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getOrderLogoUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        presignedUrl: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getAdminOrderEncodingSheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listPriceTiers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            basePrice: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            minQuantity: number;
                            maxQuantity: number | null;
                            discountPercentage: number;
                            isActive: boolean;
                            /** @enum {string} */
                            productType: "nfc_card" | "pet_tag" | "food_counter" | "all";
                            hasMonthlyFee: boolean;
                            monthlyFee: number;
                            features: string[];
                            nameDe?: string | null;
                            descriptionDe?: string | null;
                            featuresDe?: string[] | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPriceTier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    basePrice: number;
                    /**
                     * @default EUR
                     * @enum {string}
                     */
                    currency?: "EUR" | "USD" | "GBP";
                    /** @default 1 */
                    minQuantity?: number;
                    /** @default null */
                    maxQuantity?: number | null;
                    /** @default 0 */
                    discountPercentage?: number;
                    /** @default true */
                    isActive?: boolean;
                    /**
                     * @default nfc_card
                     * @enum {string}
                     */
                    productType?: "nfc_card" | "pet_tag" | "food_counter" | "all";
                    /** @default false */
                    hasMonthlyFee?: boolean;
                    /** @default 0 */
                    monthlyFee?: number;
                    /** @default [] */
                    features?: string[];
                    nameDe?: string | null;
                    descriptionDe?: string | null;
                    featuresDe?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            basePrice: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            minQuantity: number;
                            maxQuantity: number | null;
                            discountPercentage: number;
                            isActive: boolean;
                            /** @enum {string} */
                            productType: "nfc_card" | "pet_tag" | "food_counter" | "all";
                            hasMonthlyFee: boolean;
                            monthlyFee: number;
                            features: string[];
                            nameDe?: string | null;
                            descriptionDe?: string | null;
                            featuresDe?: string[] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updatePriceTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    basePrice: number;
                    /**
                     * @default EUR
                     * @enum {string}
                     */
                    currency?: "EUR" | "USD" | "GBP";
                    /** @default 1 */
                    minQuantity?: number;
                    /** @default null */
                    maxQuantity?: number | null;
                    /** @default 0 */
                    discountPercentage?: number;
                    /** @default true */
                    isActive?: boolean;
                    /**
                     * @default nfc_card
                     * @enum {string}
                     */
                    productType?: "nfc_card" | "pet_tag" | "food_counter" | "all";
                    /** @default false */
                    hasMonthlyFee?: boolean;
                    /** @default 0 */
                    monthlyFee?: number;
                    /** @default [] */
                    features?: string[];
                    nameDe?: string | null;
                    descriptionDe?: string | null;
                    featuresDe?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            basePrice: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            minQuantity: number;
                            maxQuantity: number | null;
                            discountPercentage: number;
                            isActive: boolean;
                            /** @enum {string} */
                            productType: "nfc_card" | "pet_tag" | "food_counter" | "all";
                            hasMonthlyFee: boolean;
                            monthlyFee: number;
                            features: string[];
                            nameDe?: string | null;
                            descriptionDe?: string | null;
                            featuresDe?: string[] | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePriceTier: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listCustomizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            price: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            /** @enum {string} */
                            category: "design" | "engraving" | "material" | "shipping";
                            isActive: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createCustomization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    price: number;
                    /**
                     * @default EUR
                     * @enum {string}
                     */
                    currency?: "EUR" | "USD" | "GBP";
                    /**
                     * @default design
                     * @enum {string}
                     */
                    category?: "design" | "engraving" | "material" | "shipping";
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            price: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            /** @enum {string} */
                            category: "design" | "engraving" | "material" | "shipping";
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateCustomization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default  */
                    description?: string;
                    price: number;
                    /**
                     * @default EUR
                     * @enum {string}
                     */
                    currency?: "EUR" | "USD" | "GBP";
                    /**
                     * @default design
                     * @enum {string}
                     */
                    category?: "design" | "engraving" | "material" | "shipping";
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            price: number;
                            /** @enum {string} */
                            currency: "EUR" | "USD" | "GBP";
                            /** @enum {string} */
                            category: "design" | "engraving" | "material" | "shipping";
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteCustomization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listShippingRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            region: "Europe" | "North America" | "South America" | "Asia" | "Africa" | "Oceania";
                            /** @enum {string} */
                            country: "DE" | "AT" | "CH" | "NL" | "BE";
                            baseRate: number;
                            perItemRate: number;
                            freeShippingThreshold: number | null;
                            estimatedDays: string;
                            isActive: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createShippingRate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default Europe
                     * @enum {string}
                     */
                    region?: "Europe" | "North America" | "South America" | "Asia" | "Africa" | "Oceania";
                    /** @enum {string} */
                    country: "DE" | "AT" | "CH" | "NL" | "BE";
                    baseRate: number;
                    /** @default 0 */
                    perItemRate?: number;
                    /** @default null */
                    freeShippingThreshold?: number | null;
                    /** @default 3-5 */
                    estimatedDays?: string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            region: "Europe" | "North America" | "South America" | "Asia" | "Africa" | "Oceania";
                            /** @enum {string} */
                            country: "DE" | "AT" | "CH" | "NL" | "BE";
                            baseRate: number;
                            perItemRate: number;
                            freeShippingThreshold: number | null;
                            estimatedDays: string;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateShippingRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default Europe
                     * @enum {string}
                     */
                    region?: "Europe" | "North America" | "South America" | "Asia" | "Africa" | "Oceania";
                    /** @enum {string} */
                    country: "DE" | "AT" | "CH" | "NL" | "BE";
                    baseRate: number;
                    /** @default 0 */
                    perItemRate?: number;
                    /** @default null */
                    freeShippingThreshold?: number | null;
                    /** @default 3-5 */
                    estimatedDays?: string;
                    /** @default true */
                    isActive?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            region: "Europe" | "North America" | "South America" | "Asia" | "Africa" | "Oceania";
                            /** @enum {string} */
                            country: "DE" | "AT" | "CH" | "NL" | "BE";
                            baseRate: number;
                            perItemRate: number;
                            freeShippingThreshold: number | null;
                            estimatedDays: string;
                            isActive: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteShippingRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
