import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { SessionGuard } from '../../core/auth/session.guard';
import { ActivityModule } from '../activity/activity.module';
import { IdentityModule } from '../identity/identity.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmbeddedProviderService } from './embedded/embedded-provider.service';
import { OidcClientService } from './oidc-client.service';

@Module({
  imports: [UsersModule, ActivityModule, IdentityModule],
  controllers: [AuthController],
  providers: [AuthService, OidcClientService, EmbeddedProviderService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [AuthService],
})
export class AuthModule {}
