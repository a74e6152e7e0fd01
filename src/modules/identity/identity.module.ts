import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocalAccount } from './entities/local-account.entity';
import { IdentityService } from './identity.service';

@Module({
  imports: [TypeOrmModule.forFeature([LocalAccount])],
  providers: [IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
